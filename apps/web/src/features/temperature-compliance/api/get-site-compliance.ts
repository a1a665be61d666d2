import type { SiteComplianceReport } from '@sw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SiteComplianceRequest {
  siteId: number;
  from: string;
  to: string;
  equipmentTypeIds: readonly number[];
}

/** GET <ANALYTICS_ROOT>/report/site_compliance_by_sensor/{siteId}/{from}/{to} (I-095). */
export function useSiteCompliance(req: SiteComplianceRequest | null) {
  return useQuery({
    queryKey: ['compliance', 'site', req],
    queryFn: ({ signal }) =>
      apiRequest<SiteComplianceReport>(
        `/report/site_compliance_by_sensor/${req!.siteId}/${req!.from}/${req!.to}`,
        {
          service: 'analytics',
          query: { equipmentTypeIds: req!.equipmentTypeIds.length ? req!.equipmentTypeIds : undefined },
          signal,
        },
      ),
    enabled: req !== null,
    // A changed filter keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
