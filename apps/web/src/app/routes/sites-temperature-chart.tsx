import { Group, Select, Stack, Text } from '@mantine/core';
import type { Site } from '@sw/contracts';
import { useEffect, useMemo, useState } from 'react';
import { ChartLoading } from '../../components/tiles/chart-loading';
import { TileCard } from '../../components/tiles/tile-card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useResourceComments } from '../../features/comments/api/get-resource-comments';
import { AddCommentPanel } from '../../features/comments/components/add-comment-panel';
import { CommentList } from '../../features/comments/components/comment-list';
import { CommentModeButton } from '../../features/comments/components/comment-mode-button';
import { type CommentPoint, canComment, commentableSeries } from '../../features/comments/utils/comment-form';
import { CsvExportMenu } from '../../features/exports/components/csv-export-menu';
import { csvFileName } from '../../features/exports/utils/csv';
import { useSensorSeries } from '../../features/sites/api/get-sensor-series';
import { useTemperatureSensors } from '../../features/sites/api/get-temperature-sensors';
import { TimeLineChart } from '../../features/sites/components/charts/time-line-chart';
import { siteClock } from '../../features/sites/utils/site-time';
import { DAY_RANGE_REFRESH_MS, type TimeRange } from '../../lib/day-range';

const DAY_MS = 86_400_000;
const last24h = (): TimeRange => {
  const to = new Date();
  return { from: new Date(to.getTime() - DAY_MS), to };
};

/** The last 24 hours, renewed every 15 minutes like the other "so far" screens (B-064). */
function useLast24h(): TimeRange {
  const [range, setRange] = useState(last24h);
  useEffect(() => {
    const id = window.setInterval(() => setRange(last24h()), DAY_RANGE_REFRESH_MS);
    return () => window.clearInterval(id);
  }, []);
  return range;
}

/**
 * One temperature sensor of the site over the last 24 hours, with its comments pinned on the line,
 * comment mode (G-058..G-071) and the raw readings as CSV (H-024).
 */
export function TemperatureChartCard({ site }: { site: Site }) {
  const sensors = useTemperatureSensors(site.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const sensor = sensors.data?.find((s) => s.sensorId === chosen) ?? sensors.data?.[0] ?? null;
  const range = useLast24h();
  const series = useSensorSeries(sensor?.sensorId ?? null, range);
  const user = useCurrentUser();
  const mayComment = canComment(user.data);
  const [commentMode, setCommentMode] = useState(false);
  const [point, setPoint] = useState<CommentPoint | null>(null);
  const comments = useResourceComments(
    sensor ? { resourceId: sensor.sensorId, resourceType: 'SENSOR', range } : null,
  );

  const points = useMemo(
    () => (series.data?.readings ?? []).map((r) => ({ t: r.timestamp * 1000, value: r.value })),
    [series.data],
  );
  const marks = useMemo(
    () =>
      (comments.data ?? []).flatMap((c) => {
        const t = Date.parse(c.from ?? c.createdAt);
        const value = c.value === null ? Number.NaN : Number(c.value);
        return Number.isFinite(t) && Number.isFinite(value) ? [{ t, value, label: c.comment }] : [];
      }),
    [comments.data],
  );
  const unit = series.data?.unit ?? '°C';
  // One sensor is shown at a time, so a comment can always be placed (G-062).
  const sensorsShown = sensor ? 1 : 0;

  const tools = (
    <Group gap="xs" wrap="nowrap">
      {mayComment && (
        <CommentModeButton
          active={commentMode}
          disabled={!commentableSeries(sensorsShown)}
          onToggle={() => {
            setCommentMode((m) => !m);
            setPoint(null);
          }}
        />
      )}
      <CsvExportMenu
        disabled={!series.data || !sensor}
        build={() =>
          series.data && sensor
            ? {
                fileName: csvFileName(site.title, sensor.title, 'temperature'),
                header: ['sensor', 'timestamp', 'local_time', 'value', 'min', 'max', 'unit'],
                rows: series.data.readings.map((r) => {
                  const iso = new Date(r.timestamp * 1000).toISOString();
                  return [
                    sensor.title,
                    iso,
                    siteClock(iso, site.timeZone),
                    r.value,
                    r.min,
                    r.max,
                    series.data.unit,
                  ];
                }),
              }
            : null
        }
      />
    </Group>
  );

  return (
    <TileCard
      title="Temperature"
      subtitle="Last 24 hours, site time"
      testId="site-temperature-chart"
      actions={tools}
    >
      {sensors.isPending ? (
        <ChartLoading height={260} />
      ) : sensors.isError ? (
        <ErrorState message={sensors.error.message} onRetry={() => void sensors.refetch()} />
      ) : !sensor ? (
        <EmptyState
          compact
          title="No temperature sensors"
          subtitle="This site has no watched temperature sensors."
        />
      ) : (
        <Stack gap="sm">
          <Select
            label="Sensor"
            data={(sensors.data ?? []).map((s) => ({ value: String(s.sensorId), label: s.title }))}
            value={String(sensor.sensorId)}
            onChange={(v) => {
              setChosen(v ? Number(v) : null);
              setPoint(null);
            }}
            allowDeselect={false}
            maw={320}
            size="sm"
          />
          {commentMode && (
            <Text size="sm" c="violet.8" role="status">
              Comment Mode: click a point on the chart to comment on it.
            </Text>
          )}
          {series.isPending ? (
            <ChartLoading height={260} />
          ) : series.isError ? (
            <ErrorState message={series.error.message} onRetry={() => void series.refetch()} />
          ) : points.length === 0 ? (
            <EmptyState compact subtitle="No readings in the last 24 hours" />
          ) : (
            <TimeLineChart
              points={points}
              unit={unit}
              label={`${sensor.title} temperature`}
              timeZone={site.timeZone}
              marks={marks}
              onPick={
                commentMode && mayComment
                  ? (p) =>
                      setPoint({
                        resourceId: sensor.sensorId,
                        resourceType: 'SENSOR',
                        siteId: site.id,
                        resourceTitle: sensor.title,
                        at: new Date(p.t),
                        value: p.value,
                        unit,
                        valueType: 'TEMPERATURE',
                        currentAmps: null,
                      })
                  : undefined
              }
            />
          )}
          <AddCommentPanel
            point={point}
            author={user.data ? `${user.data.firstName} ${user.data.lastName}`.trim() : ''}
            timeZone={site.timeZone}
            onClose={() => {
              setPoint(null);
              setCommentMode(false);
            }}
          />
          <CommentList comments={comments.data ?? []} timeZone={site.timeZone} />
        </Stack>
      )}
    </TileCard>
  );
}
