import { Badge, Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import type { Incident } from '@sw/contracts';
import { formatInZone, priorityColor, priorityLabel, SENTINEL_TYPE_LABELS } from '@sw/domain';
import { lazy, Suspense } from 'react';
import { logsForDisplay, showsMostRecentValue } from '../utils/incident-rows';
import { MostRecentValue } from './most-recent-value';

// ECharts loads with the first expanded row, not with the list.
const IncidentChart = lazy(() => import('./incident-chart').then((m) => ({ default: m.IncidentChart })));

const TIME = 'dd MMM, yyyy HH:mm';

/** An expanded row: the chart of its sentinel type, its latest value and its handling history. */
export function IncidentDetails({
  incident,
  timeZone,
  siteZone,
}: {
  incident: Incident;
  /** The page's zone, which times are shown in. */
  timeZone: string;
  /** The incident's site zone (the energy baseline is per local hour of the week). */
  siteZone: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" p="md">
      <Stack gap="xs" style={{ gridColumn: 'span 2' }} miw={0}>
        <Text size="sm" fw={600}>
          {SENTINEL_TYPE_LABELS[incident.sentinelType]}
        </Text>
        <Suspense
          fallback={
            <Text size="sm" c="dimmed">
              Data is loading...
            </Text>
          }
        >
          <IncidentChart incident={incident} timeZone={timeZone} siteZone={siteZone} />
        </Suspense>
      </Stack>
      <Stack gap="sm">
        {incident.sentinelDescription && <Text size="sm">{incident.sentinelDescription}</Text>}
        {showsMostRecentValue(incident) && <MostRecentValue incident={incident} timeZone={timeZone} />}
        {incident.dismissedAt && (
          <Text size="sm">
            <Text span fw={600}>
              Dismissed:{' '}
            </Text>
            {formatInZone(incident.dismissedAt, TIME, timeZone)}
            {incident.dismissedComment ? ` — “${incident.dismissedComment}”` : ''}
          </Text>
        )}
        <div>
          <Text size="sm" fw={600} mb={6}>
            Handling log
          </Text>
          {/* C-097: newest first. */}
          <Timeline bulletSize={12} lineWidth={2}>
            {logsForDisplay(incident.handlingLogs).map((log) => (
              <Timeline.Item key={`${log.at}-${log.priorityLevel}`}>
                <Group gap="xs">
                  <Badge size="xs" color={priorityColor(log.priorityLevel)} variant="light">
                    {priorityLabel(log.priorityLevel)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatInZone(log.at, TIME, timeZone)}
                  </Text>
                </Group>
              </Timeline.Item>
            ))}
          </Timeline>
        </div>
      </Stack>
    </SimpleGrid>
  );
}
