import { Select, Stack } from '@mantine/core';
import type { Sensor } from '@sw/contracts';
import { useEffect, useMemo, useState } from 'react';
import { ChartLoading } from '../../components/tiles/chart-loading';
import { TileCard } from '../../components/tiles/tile-card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useSensorSeries } from '../../features/sites/api/get-sensor-series';
import { TimeLineChart } from '../../features/sites/components/charts/time-line-chart';
import { DAY_RANGE_REFRESH_MS, type TimeRange } from '../../lib/day-range';

const DAY_MS = 86_400_000;
const CHARTED = new Set(['TEMPERATURE', 'HUMIDITY', 'ENERGY', 'POWER', 'LIGHT']);
const last24h = (): TimeRange => {
  const to = new Date();
  return { from: new Date(to.getTime() - DAY_MS), to };
};

/**
 * The equipment's readings over the last 24 hours, one sensor at a time, on the site charts' line
 * chart (the full chart set of G.2–G.8 replaces this card when it lands).
 */
export function EquipmentReadingsChart({
  sensors,
  timeZone,
}: {
  sensors: readonly Sensor[];
  timeZone: string;
}) {
  const charted = useMemo(() => sensors.filter((s) => CHARTED.has(s.sensorType)), [sensors]);
  const [chosen, setChosen] = useState<number | null>(null);
  const sensor = charted.find((s) => s.id === chosen) ?? charted[0] ?? null;
  const [range, setRange] = useState(last24h);
  useEffect(() => {
    const id = window.setInterval(() => setRange(last24h()), DAY_RANGE_REFRESH_MS);
    return () => window.clearInterval(id);
  }, []);
  const series = useSensorSeries(sensor?.id ?? null, range);
  const points = useMemo(
    () => (series.data?.readings ?? []).map((r) => ({ t: r.timestamp * 1000, value: r.value })),
    [series.data],
  );
  return (
    <TileCard title="Readings" subtitle="Last 24 hours, site time" testId="equipment-readings-chart">
      {!sensor ? (
        <EmptyState
          compact
          title="Nothing to chart"
          subtitle="This equipment has no sensor with readings to chart."
        />
      ) : (
        <Stack gap="sm">
          <Select
            label="Sensor"
            data={charted.map((s) => ({ value: String(s.id), label: s.title }))}
            value={String(sensor.id)}
            onChange={(v) => setChosen(v ? Number(v) : null)}
            allowDeselect={false}
            maw={320}
          />
          {series.isPending ? (
            <ChartLoading height={260} />
          ) : series.isError ? (
            <ErrorState message={series.error.message} onRetry={() => void series.refetch()} />
          ) : points.length === 0 ? (
            <EmptyState compact subtitle="No readings in the last 24 hours" />
          ) : (
            <TimeLineChart
              points={points}
              unit={series.data?.unit ?? sensor.unit}
              label={sensor.title}
              timeZone={timeZone}
            />
          )}
        </Stack>
      )}
    </TileCard>
  );
}
