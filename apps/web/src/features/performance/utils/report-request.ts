import type { ReportJobRequest, ReportTemplate } from '@sw/contracts';
import type { PerformanceSearch } from './performance-search';

/**
 * H-026/H-027: a performance page's report job: the page's period and filters as searchFilter, and
 * when any filter or the search is active, the equipment the page shows as equipmentList, so the
 * file holds exactly the page's rows.
 */
export function performanceReportBody(
  template: ReportTemplate,
  rows: readonly { equipmentId: number; siteId: number }[],
  search: PerformanceSearch,
  period: { from: string; to: string },
  orgId: number | null,
  extra: Partial<ReportJobRequest> = {},
): ReportJobRequest {
  const filtered = Boolean(
    search.q ||
      search.sites?.length ||
      search.siteGroups?.length ||
      search.types?.length ||
      search.vendors?.length,
  );
  return {
    reportTemplate: template,
    ...(orgId === null ? {} : { organizationId: orgId }),
    reportFromDate: period.from,
    reportToDate: period.to,
    ...(filtered ? { equipmentList: rows.map((r) => r.equipmentId) } : {}),
    searchFilter: {
      ...(search.sites?.length ? { siteIds: [...new Set(rows.map((r) => r.siteId))] } : {}),
      ...(search.types?.length === 1 ? { equipmentTypeId: search.types[0] } : {}),
      ...(search.vendors?.length === 1 ? { vendor: search.vendors[0] } : {}),
    },
    ...extra,
  };
}
