import type { AnnualCo2Report, AnnualEnergyReport, AnnualEuiReport, OrgEnergyPdfReport } from '@sw/contracts';
import { REPORT_POLL_MS } from '@sw/contracts/constants';
import { type AsyncReportRequest, useAsyncReport } from '../../../lib/async-report';
import { ANNUAL_KINDS, type AnnualKind } from '../utils/annual-kinds';

export interface AnnualReportQuestion {
  orgId: number;
  /** E-023: the first day of the report's last month, 'yyyy-MM-dd'. */
  date: string;
  /** E-009: none = every site. */
  siteIds?: readonly number[];
}

/** The start and result calls of an annual report (I-107 … I-110, I-115 … I-118). */
export function annualReportRequest(
  report: AsyncReportRequest['name'],
  q: AnnualReportQuestion,
): AsyncReportRequest {
  return {
    name: report,
    startPath: `${q.orgId}/${q.date}`,
    resultId: q.orgId,
    query: q.siteIds?.length ? { site_id: [...q.siteIds].sort((a, b) => a - b).join(',') } : undefined,
    pollMs: REPORT_POLL_MS,
  };
}

type ReportOf = { energy: AnnualEnergyReport; eui: AnnualEuiReport; co2: AnnualCo2Report };

/** The page's annual report, started and polled every second until ready (E-026 … E-029). */
export function useAnnualReport<K extends AnnualKind>(kind: K, q: AnnualReportQuestion | null) {
  return useAsyncReport<ReportOf[K]>(q ? annualReportRequest(ANNUAL_KINDS[kind].report, q) : null);
}

/** The Summary page's figures: energy, EUI and CO2 in one computation (org_energy_pdf). */
export function useSummaryReport(q: AnnualReportQuestion | null) {
  return useAsyncReport<OrgEnergyPdfReport>(q ? annualReportRequest('org_energy_pdf', q) : null);
}
