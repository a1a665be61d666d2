import type { OrgComplianceReport } from '@sw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface OrgComplianceTrendRequest {
  orgId: number;
  from: string;
  to: string;
  equipmentTypeIds: readonly number[];
  /** None means every site in scope. */
  siteIds: readonly number[];
  /** by_day and by_equipment_type (ranges of at most 31 days). */
  trend: boolean;
}

/** GET <ANALYTICS_ROOT>/report/org_compliance_by_site/{orgId}/{from}/{to} with the page's filters (I-094). */
export function useOrgComplianceReport(req: OrgComplianceTrendRequest | null) {
  return useQuery({
    queryKey: ['compliance', 'org', 'page', req],
    queryFn: ({ signal }) =>
      apiRequest<OrgComplianceReport>(
        `/report/org_compliance_by_site/${req!.orgId}/${req!.from}/${req!.to}`,
        {
          service: 'analytics',
          query: {
            equipmentTypeIds: req!.equipmentTypeIds.length ? req!.equipmentTypeIds : undefined,
            siteIds: req!.siteIds.length ? req!.siteIds : undefined,
            trend: req!.trend ? 'true' : undefined,
          },
          signal,
        },
      ),
    enabled: req !== null,
    placeholderData: keepPreviousData,
  });
}
