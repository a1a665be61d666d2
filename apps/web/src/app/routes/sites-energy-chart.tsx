import type { Site } from '@sw/contracts';
import { splitPartialBuckets } from '@sw/domain';
import { useMemo } from 'react';
import { ChartLoading } from '../../components/tiles/chart-loading';
import { TileCard } from '../../components/tiles/tile-card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { CsvExportMenu } from '../../features/exports/components/csv-export-menu';
import { csvFileName } from '../../features/exports/utils/csv';
import { useSiteEnergySeries } from '../../features/sites/api/get-site-energy';
import { TimeLineChart } from '../../features/sites/components/charts/time-line-chart';
import { siteClock } from '../../features/sites/utils/site-time';
import { useDayRange } from '../../lib/use-day-range';

const QUARTER_HOUR_MS = 15 * 60_000;

/** The site's power through today (15-minute averages), with its raw data as CSV. */
export function EnergyTodayChartCard({ site }: { site: Site }) {
  const range = useDayRange(site.timeZone);
  const series = useSiteEnergySeries(site.id, range);
  const points = useMemo(
    () => (series.data?.readings ?? []).map((r) => ({ t: r.timestamp * 1000, value: r.power })),
    [series.data],
  );
  // The current 15 minutes are still filling: shown as partial, not as a plunge (issue 9).
  const partialFrom = useMemo(
    () => splitPartialBuckets(points, QUARTER_HOUR_MS, Date.now()).partial[0]?.t,
    [points],
  );
  return (
    <TileCard
      title="Energy Today"
      subtitle="Average power per 15 minutes, site time"
      testId="site-energy-chart"
      actions={
        <CsvExportMenu
          disabled={!series.data}
          build={() =>
            series.data
              ? {
                  fileName: csvFileName(site.title, 'energy', range.from.toISOString().slice(0, 10)),
                  header: ['timestamp', 'local_time', 'power_kw', 'energy_kwh'],
                  rows: series.data.readings.map((r) => {
                    const iso = new Date(r.timestamp * 1000).toISOString();
                    return [iso, siteClock(iso, site.timeZone), r.power, r.energy];
                  }),
                }
              : null
          }
        />
      }
    >
      {series.isPending ? (
        <ChartLoading height={260} />
      ) : series.isError ? (
        <ErrorState message={series.error.message} onRetry={() => void series.refetch()} />
      ) : points.length === 0 ? (
        <EmptyState compact subtitle="No energy readings today yet" />
      ) : (
        <TimeLineChart
          points={points}
          unit="kW"
          label={`${site.title} power today`}
          timeZone={site.timeZone}
          colour="#f08c00"
          area
          partialFrom={partialFrom}
        />
      )}
    </TileCard>
  );
}
