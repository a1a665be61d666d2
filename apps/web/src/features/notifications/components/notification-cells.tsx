import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { EnrichedNotification } from '@sw/contracts';
import { dismissedChipText, MISSING_VALUE } from '@sw/domain';
import { AnchorLink } from '../../../components/tiles/anchor-link';
import { ZonedTime } from '../../../components/ui/zoned-time';
import { incidentSearch, incidentStatusLabel, notificationPriority } from '../utils/notification-rows';

/** Colour bar and label of the level the notification was sent at. */
export function PriorityCell({ level }: { level: string }) {
  const p = notificationPriority(level);
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden="true"
        style={{ width: 4, height: 22, borderRadius: 2, background: `var(--mantine-color-${p.color}-6)` }}
      />
      <Text size="sm">{p.label}</Text>
    </Group>
  );
}

/**
 * When it was sent, on the page's clock (the user's), so the newest-first list reads in order; the
 * site's own clock under it where that differs (issue 9 time-zone rule).
 */
export function SentCell({ n }: { n: EnrichedNotification }) {
  return <ZonedTime value={n.timestamp} pattern="dd MMM, yyyy HH:mm" siteZone={n.siteTimeZone} />;
}

export function IncidentLink({ n }: { n: EnrichedNotification }) {
  return (
    <AnchorLink
      to="/sites/$siteId/incidents"
      params={{ siteId: String(n.siteId) }}
      // The URL holds only the keys given; the validator's type lists every key of the list's search.
      search={incidentSearch(n) as never}
      size="sm"
      fw={500}
    >
      {n.sentinelTitle}
    </AnchorLink>
  );
}

export function StatusBadge({ n }: { n: EnrichedNotification }) {
  return (
    <Badge
      size="sm"
      variant={n.incidentResolved ? 'light' : 'filled'}
      color={n.incidentResolved ? 'gray' : 'red'}
      style={{ flex: 'none' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {incidentStatusLabel(n)}
    </Badge>
  );
}

/** C-107: the dismiss comment cut above 7 characters, the whole of it in a tooltip. */
export function DismissedChip({ n }: { n: EnrichedNotification }) {
  if (!n.dismissedAt) return <Text size="sm">{MISSING_VALUE}</Text>;
  const full = n.dismissedComment ?? '';
  return (
    <Tooltip label={full || 'Dismissed'} multiline maw={280} withArrow>
      <Badge
        size="sm"
        color="gray"
        variant="outline"
        tt="none"
        tabIndex={0}
        style={{ flex: 'none' }}
        styles={{ label: { overflow: 'visible' } }}
        aria-label={`Dismissed: ${full}`}
      >
        Dismissed{full ? `: ${dismissedChipText(full)}` : ''}
      </Badge>
    </Tooltip>
  );
}
