import { Checkbox, Table } from '@mantine/core';
import type { EnrichedNotification } from '@sw/contracts';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { DismissedChip, IncidentLink, PriorityCell, SentCell, StatusBadge } from './notification-cells';
import { TruncatedText } from './truncated-text';

export interface NotificationListProps {
  rows: readonly EnrichedNotification[];
  /** Whether the Site column is shown (not on the one-site my-view). */
  multiSite: boolean;
  onDismiss: (n: EnrichedNotification) => void;
  label: string;
}

/** C-054 decision: equipment/space and site titles are cut at 30 characters here too. */
export const TITLE_MAX = 30;

/**
 * Desktop: one row per notification sent, newest first: Priority, Sent, Equipment/Space, Incident,
 * Site, Status (of its incident), Dismissed and the Dismiss checkbox.
 */
export function NotificationsTable({ rows, multiSite, onDismiss, label }: NotificationListProps) {
  return (
    <ResponsiveTable minWidth={960}>
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Sent</Table.Th>
            <Table.Th>Equipment/Space</Table.Th>
            <Table.Th>Incident</Table.Th>
            {multiSite && <Table.Th>Site</Table.Th>}
            <Table.Th w={100}>Status</Table.Th>
            <Table.Th w={150}>Dismissed</Table.Th>
            <Table.Th ta="center">Dismiss</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((n) => {
            const dismissed = n.dismissedAt !== null;
            return (
              <Table.Tr
                key={n.id}
                data-notification-id={n.id}
                data-dismissed={dismissed || undefined}
                bg={dismissed ? 'gray.1' : undefined}
              >
                <Table.Td>
                  <PriorityCell level={n.priorityLevel} />
                </Table.Td>
                <Table.Td>
                  <SentCell n={n} />
                </Table.Td>
                <Table.Td>
                  <TruncatedText text={n.resourceTitle} max={TITLE_MAX} fw={600} />
                </Table.Td>
                <Table.Td>
                  <IncidentLink n={n} />
                </Table.Td>
                {multiSite && (
                  <Table.Td>
                    <TruncatedText text={n.siteTitle} max={TITLE_MAX} />
                  </Table.Td>
                )}
                <Table.Td>
                  <StatusBadge n={n} />
                </Table.Td>
                <Table.Td>
                  <DismissedChip n={n} />
                </Table.Td>
                <Table.Td>
                  {/* C-102: checked and disabled once dismissed: a dismissal cannot be undone here. */}
                  <Checkbox
                    aria-label={dismissed ? `${n.sentinelTitle}: dismissed` : `Dismiss ${n.sentinelTitle}`}
                    checked={dismissed}
                    disabled={dismissed}
                    onChange={() => {
                      if (!dismissed) onDismiss(n);
                    }}
                    styles={{ body: { justifyContent: 'center' } }}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
