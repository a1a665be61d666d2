import type { MonthlyNohReport, OrgNohReport } from '@sw/contracts';
import { useMemo } from 'react';
import { useAsyncReport } from '../../../lib/async-report';

/** I-111, I-119: the organisation NOH report of a period, polled every second until ready (E-027). */
export function useOrgNohReport(
  request: { orgId: number; from: string; to: string; siteIds?: number[] } | null,
) {
  const key = request ? JSON.stringify(request) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is rebuilt from its key
  const asked = useMemo(
    () =>
      request && {
        name: 'org_noh_report' as const,
        startPath: `${request.orgId}/${request.from}/${request.to}`,
        resultId: request.orgId,
        query: request.siteIds?.length ? { site_id: request.siteIds.join(',') } : undefined,
      },
    [key],
  );
  return useAsyncReport<OrgNohReport>(asked);
}

/** I-112, I-120: the 12 months ending with `month` (E-053). */
export function useMonthlyNohReport(request: { orgId: number; month: string; siteIds?: number[] } | null) {
  const key = request ? JSON.stringify(request) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is rebuilt from its key
  const asked = useMemo(
    () =>
      request && {
        name: 'monthly_noh_report' as const,
        startPath: `${request.orgId}/${request.month}`,
        resultId: request.orgId,
        query: request.siteIds?.length ? { site_id: request.siteIds.join(',') } : undefined,
      },
    [key],
  );
  return useAsyncReport<MonthlyNohReport>(asked);
}
