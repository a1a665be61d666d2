import { Text } from '@mantine/core';
import type { Incident } from '@sw/contracts';
import { formatInZone, formatMeasurement } from '@sw/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sensorSeriesQueryOptions } from '../api/get-chart-data';

const LOOKBACK_MS = 6 * 3_600_000;

/**
 * C-079/C-080: an active sensor incident's 'Most Recent Value': the sensor's newest stored reading
 * (within the last 6 hours) from the time-series service, with its time in the site's zone.
 */
export function MostRecentValue({ incident, timeZone }: { incident: Incident; timeZone: string }) {
  const range = useMemo(() => {
    const now = Date.now();
    return { from: new Date(now - LOOKBACK_MS).toISOString(), to: new Date(now).toISOString() };
  }, []);
  const series = useQuery({
    ...sensorSeriesQueryOptions(incident.sensorId ?? 0, range),
    enabled: incident.sensorId !== null,
  });
  const last = series.data?.readings.at(-1);
  let text = 'Loading…';
  if (series.isError) text = 'Not available';
  else if (series.data && !last) text = 'No reading in the last 6 hours';
  else if (series.data && last) {
    const value =
      incident.sentinelType === 'DOOR_OPEN'
        ? last.value >= 0.5
          ? 'Open'
          : 'Closed'
        : formatMeasurement(last.value, series.data.unit);
    text = `${value} at ${formatInZone(last.timestamp * 1000, 'dd MMM, HH:mm', timeZone)}`;
  }
  return (
    <Text size="sm">
      <Text span fw={600}>
        Most Recent Value:{' '}
      </Text>
      {text}
    </Text>
  );
}
