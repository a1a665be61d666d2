import type { EnergySeries } from '@sw/contracts';
import type { EnergyChartAgg, TimeWindow } from '@sw/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { epoch } from './epoch';

/** Whose energy: one equipment's sub-meters or a site's meter (spec 3 §7 energy series). */
export type EnergyTarget = { kind: 'equipment'; id: number } | { kind: 'site'; id: number };

const pathOf = (t: EnergyTarget) =>
  t.kind === 'equipment' ? `/energy/equipment/${t.id}/series` : `/energy/site/${t.id}/series`;

/** G-027: id, from, to (seconds), agg and seeSpilloverPoint; the spillover point is drawn apart. */
export const energySeriesQueryOptions = (target: EnergyTarget, window: TimeWindow, agg: EnergyChartAgg) =>
  queryOptions({
    queryKey: ['energy-series', target.kind, target.id, window.from, window.to, agg, 'spill'],
    queryFn: ({ signal }) =>
      apiRequest<EnergySeries>(pathOf(target), {
        service: 'timeSeries',
        signal,
        query: {
          id: target.id,
          from: epoch(window.from),
          to: epoch(window.to),
          agg,
          seeSpilloverPoint: 'true',
        },
      }),
  });

export function useEnergySeries(target: EnergyTarget, window: TimeWindow, agg: EnergyChartAgg) {
  // The previous series stays drawn while a zoom or a new aggregation loads.
  return useQuery({ ...energySeriesQueryOptions(target, window, agg), placeholderData: keepPreviousData });
}
