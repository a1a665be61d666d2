import type { EnergySeries } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { monthRange } from '../../../components/charts/daily-bars';
import type { DailyEnergyTarget } from '../../../components/charts/daily-energy-modal';
import { apiRequest } from '../../../lib/api-client';

const epoch = (ms: number) => Math.floor(ms / 1000);

/**
 * A site's energy per local day of one month (agg 1d: buckets from the site's midnight). The same
 * call and cache entry as the annual pages' drill-down (features/sites siteDailyEnergyQueryOptions),
 * which a feature may not import.
 */
export function siteMonthDailyQuery(target: Pick<DailyEnergyTarget, 'siteId' | 'month' | 'timeZone'>) {
  const range = monthRange(target.month, target.timeZone);
  const from = range.from.getTime();
  const to = range.to.getTime();
  return queryOptions({
    queryKey: ['energy-series', target.siteId, from, to, '1d'],
    queryFn: ({ signal }) =>
      apiRequest<EnergySeries>(`/energy/site/${target.siteId}/series`, {
        service: 'timeSeries',
        signal,
        query: { from: epoch(from), to: epoch(to), agg: '1d' },
      }),
  });
}

/** The daily energy of the chosen month, or nothing while none is chosen. */
export function useSiteMonthDailyEnergy(target: DailyEnergyTarget | null) {
  return useQuery({
    ...siteMonthDailyQuery(target ?? { siteId: 0, month: '1970-01', timeZone: 'UTC' }),
    enabled: target !== null,
  });
}
