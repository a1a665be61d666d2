import {
  Anchor,
  Box,
  Checkbox,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { Incident } from '@sw/contracts';
import { MISSING_VALUE, priorityLabel, truncate } from '@sw/domain';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AnchorLink } from '../../../components/tiles/anchor-link';
import { TileCard } from '../../../components/tiles/tile-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { ZonedTime } from '../../../components/ui/zoned-time';
import type { IncidentTitles } from '../api/get-active-incident-titles';
import {
  barColor,
  currentPriority,
  OVERVIEW_ORDERS,
  OVERVIEW_SITE_TITLE_MAX,
  type OverviewOrder,
  orderOverview,
} from '../utils/active-incidents';
import { SentinelIcon } from './sentinel-icon';

export interface ActiveIncidentsTileProps {
  incidents: readonly Incident[] | undefined;
  error: Error | null;
  onRetry: () => void;
  titles: ReadonlyMap<number, IncidentTitles> | undefined;
  /** Opens the dismiss dialog for an incident (the page owns the dialog). */
  onDismiss: (incident: Incident, subject: string | null) => void;
}

/**
 * C-018 … C-024: every active incident with its priority bar, kind, equipment/space, title and
 * description, site, notification count, start time and a dismiss checkbox. C-023 (decision): not
 * capped at 5 rows: an active incident hidden from this tile would be missed; long lists scroll.
 */
export function ActiveIncidentsTile({
  incidents,
  error,
  onRetry,
  titles,
  onDismiss,
}: ActiveIncidentsTileProps) {
  const [order, setOrder] = useState<OverviewOrder>('severity');
  const rows = useMemo(() => orderOverview(incidents ?? [], order), [incidents, order]);
  return (
    <TileCard
      title="Active Incidents Overview"
      subtitle={
        incidents
          ? `${incidents.length} active ${incidents.length === 1 ? 'incident' : 'incidents'}`
          : undefined
      }
      testId="active-incidents-tile"
      sort={{ label: 'Order incidents by', options: OVERVIEW_ORDERS, value: order, onChange: setOrder }}
      actions={
        <Anchor component={Link} to="/incidents" size="sm" fw={600}>
          See All
        </Anchor>
      }
    >
      {error ? (
        <ErrorState message={error.message} onRetry={onRetry} />
      ) : incidents && rows.length === 0 ? (
        <EmptyState compact title="No Active Incidents" subtitle="" />
      ) : (
        <ScrollArea.Autosize mah={430} type="auto" offsetScrollbars="y">
          <ResponsiveTable minWidth={820}>
            <Table
              verticalSpacing={6}
              horizontalSpacing="xs"
              fz="sm"
              aria-label="Active incidents"
              aria-busy={!incidents}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={6} p={0}>
                    <VisuallyHidden>Priority</VisuallyHidden>
                  </Table.Th>
                  <Table.Th w={36}>
                    <VisuallyHidden>Kind</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>Equipment/Space</Table.Th>
                  <Table.Th>Incident</Table.Th>
                  <Table.Th>Site</Table.Th>
                  <Table.Th ta="right">Notifications</Table.Th>
                  <Table.Th>Started</Table.Th>
                  <Table.Th ta="center">Dismiss</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {incidents ? (
                  rows.map((i) => (
                    <IncidentRow
                      key={i.incidentId}
                      incident={i}
                      titles={titles?.get(i.incidentId)}
                      onDismiss={onDismiss}
                    />
                  ))
                ) : (
                  <LoadingRows />
                )}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        </ScrollArea.Autosize>
      )}
    </TileCard>
  );
}

function IncidentRow({
  incident,
  titles,
  onDismiss,
}: {
  incident: Incident;
  titles: IncidentTitles | undefined;
  onDismiss: ActiveIncidentsTileProps['onDismiss'];
}) {
  const dismissed = incident.dismissedAt !== null;
  const priority = currentPriority(incident);
  const site = titles?.siteTitle ?? `Site ${incident.siteId}`;
  const shortSite = truncate(site, OVERVIEW_SITE_TITLE_MAX);
  const resource = titles?.resource ?? null;
  return (
    <Table.Tr
      c={dismissed ? 'dimmed' : undefined}
      data-dismissed={dismissed || undefined}
      data-incident-id={incident.incidentId}
    >
      <Table.Td p={0} w={6}>
        <Box
          w={5}
          h={36}
          bg={barColor(priority, dismissed)}
          style={{ borderRadius: 3 }}
          role="img"
          aria-label={`${dismissed ? 'Dismissed, ' : ''}priority ${priorityLabel(priority) || 'unknown'}`}
        />
      </Table.Td>
      <Table.Td>
        <SentinelIcon type={incident.sentinelType} />
      </Table.Td>
      <Table.Td maw={180}>
        <Text size="sm" fw={500} lineClamp={2}>
          {resource ?? MISSING_VALUE}
        </Text>
      </Table.Td>
      <Table.Td maw={260}>
        <AnchorLink
          to="/sites/$siteId/incidents"
          params={{ siteId: String(incident.siteId) }}
          // The URL holds only the keys given; the validator's type lists every key of the list's search.
          search={{ incidentId: incident.incidentId } as never}
          size="sm"
          fw={600}
          c={dismissed ? 'dimmed' : undefined}
        >
          {incident.sentinelTitle}
        </AnchorLink>
        {incident.sentinelDescription && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {incident.sentinelDescription}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Tooltip label={site} disabled={shortSite === site} withArrow>
          <Text size="sm" span>
            {shortSite}
          </Text>
        </Tooltip>
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {incident.notificationCount}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="incident-start">
        <ZonedTime value={incident.createdAt} pattern="MMM d, HH:mm" siteZone={titles?.siteTimeZone} />
      </Table.Td>
      <Table.Td ta="center">
        <Checkbox
          mx="auto"
          w="fit-content"
          checked={dismissed}
          disabled={dismissed}
          onChange={() => onDismiss(incident, resource)}
          aria-label={
            dismissed ? `${incident.sentinelTitle} dismissed` : `Dismiss ${incident.sentinelTitle} at ${site}`
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}

function LoadingRows() {
  return ['a', 'b', 'c', 'd'].map((k) => (
    <Table.Tr key={k}>
      <Table.Td colSpan={8}>
        <Stack gap={4}>
          <Skeleton height={12} radius="sm" />
        </Stack>
      </Table.Td>
    </Table.Tr>
  ));
}
