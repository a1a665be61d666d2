import type { AnnualCo2Report, ControlsSavingsReport, Site } from '@sw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAsyncReport } from '../../../lib/async-report';

/**
 * The annual CO2 report (I-107, I-115) of January up to the month of `date`: started, then polled
 * every second until ready. `siteIds` none = every site.
 */
export function useCo2Report(orgId: number | null, date: string, siteIds: readonly number[]) {
  return useAsyncReport<AnnualCo2Report>(
    orgId === null
      ? null
      : {
          name: 'org_co2_report',
          startPath: `${orgId}/${date}`,
          resultId: orgId,
          query: { site_id: siteIds.length ? siteIds : undefined },
        },
  );
}

/** GET <ANALYTICS_ROOT>/report/org_controls_savings/{orgId}/{from}/{to}: the CO2 controls avoided. */
export function useControlsCo2(
  req: { orgId: number; from: string; to: string; siteIds: readonly number[] } | null,
) {
  return useQuery({
    queryKey: ['analytics', 'org_controls_savings', req && { ...req }],
    queryFn: ({ signal }) =>
      apiRequest<ControlsSavingsReport>(
        `/report/org_controls_savings/${req!.orgId}/${req!.from}/${req!.to}`,
        {
          service: 'analytics',
          query: { site_id: req!.siteIds.length ? req!.siteIds : undefined },
          signal,
        },
      ),
    enabled: req !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/sites (the site filter; same key as the sites feature). */
export function useSustainabilitySites() {
  return useQuery({
    queryKey: ['sites'],
    queryFn: ({ signal }) => apiRequest<Site[]>('/api/v1/sites', { signal }),
  });
}
