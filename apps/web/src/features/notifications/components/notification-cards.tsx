import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { truncate } from '@sw/domain';
import { notificationPriority } from '../utils/notification-rows';
import { DismissedChip, IncidentLink, PriorityCell, SentCell, StatusBadge } from './notification-cells';
import { type NotificationListProps, TITLE_MAX } from './notifications-table';
import { TruncatedText } from './truncated-text';

/** Mobile: one card per notification with a 'Dismiss' button (as the incident cards, C-075). */
export function NotificationCards({ rows, multiSite, onDismiss, label }: NotificationListProps) {
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {rows.map((n) => {
        const dismissed = n.dismissedAt !== null;
        const color = dismissed ? 'gray' : notificationPriority(n.priorityLevel).color;
        return (
          <Card
            key={n.id}
            role="listitem"
            withBorder
            radius="md"
            padding="sm"
            data-notification-id={n.id}
            data-dismissed={dismissed || undefined}
            bg={dismissed ? 'gray.1' : undefined}
            style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0}>
                  <TruncatedText text={n.resourceTitle} max={TITLE_MAX} fw={600} />
                  {multiSite && (
                    <Text size="xs" c="dimmed" title={n.siteTitle}>
                      {truncate(n.siteTitle, TITLE_MAX)}
                    </Text>
                  )}
                </Stack>
                <StatusBadge n={n} />
              </Group>
              <IncidentLink n={n} />
              <Group justify="space-between" wrap="nowrap">
                <PriorityCell level={n.priorityLevel} />
                <SentCell n={n} />
              </Group>
              <Group justify="space-between" mt={4}>
                {dismissed ? <DismissedChip n={n} /> : <span />}
                <Button
                  size="xs"
                  variant={dismissed ? 'default' : 'light'}
                  color="red"
                  disabled={dismissed}
                  onClick={() => onDismiss(n)}
                >
                  {dismissed ? 'Dismissed' : 'Dismiss'}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
