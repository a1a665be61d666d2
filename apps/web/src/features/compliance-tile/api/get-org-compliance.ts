import type { OrgComplianceReport } from '@sw/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface OrgComplianceRequest {
  orgId: number;
  /** Inclusive calendar days, yyyy-MM-dd (each site's own time zone on the server). */
  from: string;
  to: string;
  /** None means all types (F-082). */
  equipmentTypeIds: readonly number[];
}

/** GET <ANALYTICS_ROOT>/report/org_compliance_by_site/{orgId}/{from}/{to} (I-094, F-016). */
export function getOrgCompliance(
  req: OrgComplianceRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrgComplianceReport | null> {
  return apiRequest<OrgComplianceReport | null>(
    `/report/org_compliance_by_site/${req.orgId}/${req.from}/${req.to}`,
    {
      service: 'analytics',
      query: { equipmentTypeIds: req.equipmentTypeIds.length ? req.equipmentTypeIds : undefined },
      signal,
    },
  );
}

export const orgComplianceQueryOptions = (req: OrgComplianceRequest) =>
  queryOptions({
    queryKey: ['compliance', 'org', req],
    queryFn: ({ signal }) => getOrgCompliance(req, { signal }),
  });

export function useOrgCompliance(req: OrgComplianceRequest | null) {
  return useQuery({
    ...orgComplianceQueryOptions(req ?? { orgId: 0, from: '', to: '', equipmentTypeIds: [] }),
    enabled: req !== null,
    // A changed filter keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
