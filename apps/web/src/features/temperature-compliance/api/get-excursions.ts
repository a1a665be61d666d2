import type { ExcursionsReport } from '@sw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ExcursionsRequest {
  orgId: number;
  from: string;
  to: string;
  /** None means every site in scope. */
  siteIds: readonly number[];
}

export const excursionsKey = ['compliance', 'excursions'] as const;

/** GET <ANALYTICS_ROOT>/report/temperature_excursions/{orgId}/{from}/{to} (temperature review). */
export function useExcursions(req: ExcursionsRequest | null) {
  return useQuery({
    queryKey: [...excursionsKey, req],
    queryFn: ({ signal }) =>
      apiRequest<ExcursionsReport>(`/report/temperature_excursions/${req!.orgId}/${req!.from}/${req!.to}`, {
        service: 'analytics',
        query: { siteIds: req!.siteIds.length ? req!.siteIds : undefined },
        signal,
      }),
    enabled: req !== null,
    placeholderData: keepPreviousData,
  });
}
