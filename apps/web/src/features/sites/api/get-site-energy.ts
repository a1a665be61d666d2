import type { EnergyDashboard, EnergySeries } from '@sw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TimeRange } from '../../../lib/day-range';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** The site's energy totals over a range (today so far on the site pages). */
export const siteEnergyTotalsQueryOptions = (siteId: number, range: TimeRange) =>
  queryOptions({
    queryKey: ['energy-dashboard', siteId, range.from.getTime(), range.to.getTime()],
    queryFn: ({ signal }) =>
      apiRequest<EnergyDashboard>(`/energy/site/${siteId}/dashboard`, {
        service: 'timeSeries',
        signal,
        query: { from: epoch(range.from), to: epoch(range.to) },
      }),
  });

export function useSiteEnergyTotals(siteId: number, range: TimeRange) {
  return useQuery(siteEnergyTotalsQueryOptions(siteId, range));
}

/** The site's energy per 15 minutes over a range. */
export const siteEnergySeriesQueryOptions = (siteId: number, range: TimeRange) =>
  queryOptions({
    queryKey: ['energy-series', siteId, range.from.getTime(), range.to.getTime()],
    queryFn: ({ signal }) =>
      apiRequest<EnergySeries>(`/energy/site/${siteId}/series`, {
        service: 'timeSeries',
        signal,
        query: { from: epoch(range.from), to: epoch(range.to), agg: '15m' },
      }),
  });

export function useSiteEnergySeries(siteId: number, range: TimeRange) {
  return useQuery(siteEnergySeriesQueryOptions(siteId, range));
}

/** The site's energy per local day (agg 1d: buckets from the site's midnight) over a range. */
export const siteDailyEnergyQueryOptions = (siteId: number, range: TimeRange) =>
  queryOptions({
    queryKey: ['energy-series', siteId, range.from.getTime(), range.to.getTime(), '1d'],
    queryFn: ({ signal }) =>
      apiRequest<EnergySeries>(`/energy/site/${siteId}/series`, {
        service: 'timeSeries',
        signal,
        query: { from: epoch(range.from), to: epoch(range.to), agg: '1d' },
      }),
  });

/** A site's daily energy, or nothing while `request` is null (no month chosen). */
export function useSiteDailyEnergy(request: { siteId: number; range: TimeRange } | null) {
  return useQuery({
    ...siteDailyEnergyQueryOptions(
      request?.siteId ?? 0,
      request?.range ?? { from: new Date(0), to: new Date(0) },
    ),
    enabled: request !== null,
  });
}
