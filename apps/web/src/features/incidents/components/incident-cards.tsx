import { Badge, Button, Card, Collapse, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Incident } from '@sw/contracts';
import { dismissedChipText, formatZoned, priorityColor } from '@sw/domain';
import { useDisplayZone } from '../../../lib/time-zone';
import type { NamedIncidentInfo } from '../utils/incident-names';
import {
  COUNT_COLUMNS,
  countsByDisplayPriority,
  incidentDuration,
  statusLabel,
} from '../utils/incident-rows';
import { IncidentDetails } from './incident-details';
import { type IncidentListProps, TruncatedTitle } from './incidents-table';
import { SentinelIcon } from './sentinel-icon';

/** Mobile: one card per incident with a 'Dismiss' button (C-075), on the 12-column grid (C-074). */
export function IncidentCards({
  incidents,
  namesOf,
  multiSite,
  expanded,
  onToggle,
  onDismiss,
  now,
  label,
  focusedId,
}: IncidentListProps) {
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {incidents.map((incident) => (
        <IncidentCard
          key={incident.incidentId}
          incident={incident}
          names={namesOf(incident)}
          multiSite={multiSite}
          open={expanded.has(incident.incidentId)}
          focused={incident.incidentId === focusedId}
          onToggle={() => onToggle(incident.incidentId)}
          onDismiss={() => onDismiss(incident)}
          now={now}
        />
      ))}
    </Stack>
  );
}

function IncidentCard({
  incident,
  names,
  multiSite,
  open,
  focused,
  onToggle,
  onDismiss,
  now,
}: {
  incident: Incident;
  names: NamedIncidentInfo;
  multiSite: boolean;
  open: boolean;
  focused: boolean;
  onToggle: () => void;
  onDismiss: () => void;
  now: Date;
}) {
  const { page, user } = useDisplayZone(multiSite ? null : names.timeZone);
  const zoned = (value: string, pattern: string) => formatZoned(value, pattern, page, user);
  const dismissed = incident.dismissedAt !== null;
  const counts = countsByDisplayPriority(incident);
  const color = dismissed ? 'gray' : priorityColor(incident.incidentPriority);
  return (
    <Card
      role="listitem"
      withBorder
      radius="md"
      padding="sm"
      data-incident-id={incident.incidentId}
      data-dismissed={dismissed || undefined}
      data-focused={focused || undefined}
      aria-current={focused || undefined}
      bg={dismissed ? 'gray.1' : undefined}
      c={dismissed ? 'gray.6' : undefined}
      // A linked incident (C-059) is ringed in the primary colour; the priority stays on the left.
      style={{
        borderLeft: `4px solid var(--mantine-color-${color}-6)`,
        ...(focused && {
          outline: '2px solid var(--mantine-primary-color-filled)',
          outlineOffset: -1,
          scrollMarginTop: 76,
        }),
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <SentinelIcon type={incident.sentinelType} />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} inherit truncate>
                <TruncatedTitle text={names.resource} />
              </Text>
              {multiSite && (
                <Text size="xs" c="dimmed" truncate>
                  <TruncatedTitle text={names.site} />
                </Text>
              )}
            </Stack>
          </Group>
          <Badge
            size="sm"
            variant={incident.resolved || dismissed ? 'light' : 'filled'}
            color={incident.resolved || dismissed ? 'gray' : 'red'}
            // Never squeezed: the resource title beside it is the one to cut.
            style={{ flex: 'none' }}
          >
            {statusLabel(incident)}
          </Badge>
        </Group>
        <Text size="sm" inherit>
          {incident.sentinelTitle}
        </Text>
        <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
          <Text size="xs" c="dimmed">
            Start: {zoned(incident.createdAt, 'dd MMM, HH:mm')}
          </Text>
          <Text size="xs" c="dimmed">
            End: {incident.recoveredAt ? zoned(incident.recoveredAt, 'dd MMM, HH:mm') : '-'}
          </Text>
          <Text size="xs" c="dimmed">
            Duration: {incidentDuration(incident, now)}
          </Text>
          <Text size="xs" c="dimmed">
            Sent: {COUNT_COLUMNS.map((c) => `${c.label} ${counts[c.priority]}`).join(' · ')}
          </Text>
        </SimpleGrid>
        {dismissed && incident.dismissedComment && (
          <Badge size="xs" color="gray" variant="outline" tt="none">
            Dismissed: {dismissedChipText(incident.dismissedComment)}
          </Badge>
        )}
        <Group justify="space-between" mt={4}>
          <Button size="xs" variant="subtle" onClick={onToggle} aria-expanded={open}>
            {open ? 'Hide details' : 'Details'}
          </Button>
          <Button
            size="xs"
            variant={dismissed ? 'default' : 'light'}
            color="red"
            disabled={dismissed}
            onClick={onDismiss}
          >
            {dismissed ? 'Dismissed' : 'Dismiss'}
          </Button>
        </Group>
        <Collapse expanded={open}>
          {open && <IncidentDetails incident={incident} timeZone={page} siteZone={names.timeZone} />}
        </Collapse>
      </Stack>
    </Card>
  );
}
