import type {
  AggregationLevel,
  ReportCall,
  ReportFormat,
  ReportJobRequest,
  ReportTemplate,
  ReportTemplateAvailability,
} from '@sw/contracts';
import type { ReportTemplateInfo } from '@sw/contracts/report-centre';

// The report centre's form as a job request: which call makes it and with which fields (spec 3 §7;
// docs/reports.md "Calls"), or what is still missing.

export interface ReportForm {
  template: ReportTemplate;
  format: ReportFormat;
  siteId: number | null;
  /** Empty: every site of the caller's scope. */
  siteIds: number[];
  equipmentGroupId: number | null;
  equipmentIds: number[];
  /** Days ('days' templates). */
  from: string;
  to: string;
  /** 'yyyy-MM' ('month' templates). */
  month: string;
  /** 'year' templates. */
  year: number;
  aggregation: AggregationLevel;
  /** The organisation's logo on the PDF cover. */
  logo: boolean;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The last day of a 'yyyy-MM' month. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The request's days: the picked range, the month, or January to today's month of the year. */
export function periodOf(
  form: ReportForm,
  info: ReportTemplateInfo,
  today: string,
): { from: string; to: string } {
  if (info.period === 'month') return { from: `${form.month}-01`, to: monthEnd(form.month) };
  if (info.period === 'year') {
    const end = `${form.year}-12-31`;
    return { from: `${form.year}-01-01`, to: end < today ? end : today };
  }
  return { from: form.from, to: form.to };
}

/** Which call makes this format of this template (the server's modes). */
function callOf(
  form: ReportForm,
  info: ReportTemplateInfo,
  a: ReportTemplateAvailability,
): ReportCall | null {
  const tabular = form.format === 'PDF' ? null : form.format === 'CSV' ? 'CSV_REPORT' : 'EXCEL_REPORT';
  if (form.format === 'PDF' && info.subject === 'equipment' && a.modes.includes('batch'))
    return { call: 'batch' };
  if (a.modes.includes('single'))
    return tabular ? { call: 'toReport', reportType: tabular } : { call: 'toPdf' };
  if (a.modes.includes('global')) return { call: 'global', reportType: tabular ?? 'PDF' };
  return null;
}

export type BuiltRequest = { call: ReportCall; body: ReportJobRequest } | { missing: string };

export function buildReportRequest(
  form: ReportForm,
  info: ReportTemplateInfo,
  available: ReportTemplateAvailability,
  orgId: number | null,
  today: string,
): BuiltRequest {
  if (!available.formats.includes(form.format))
    return { missing: `This report is made as ${available.formats.join(', ')}` };
  const { from, to } = periodOf(form, info, today);
  if (!from || !to) return { missing: 'Choose the period' };
  if (from > to) return { missing: 'The period ends before it starts' };
  if (info.maxDays && daysBetween(from, to) > info.maxDays)
    return { missing: `Choose at most ${info.maxDays} days` };
  const body: ReportJobRequest = { reportTemplate: form.template, reportFromDate: from, reportToDate: to };
  switch (info.subject) {
    case 'site':
      if (form.siteId === null) return { missing: 'Choose a site' };
      body.siteId = form.siteId;
      break;
    case 'equipmentGroup':
      if (form.equipmentGroupId === null) return { missing: 'Choose an equipment group' };
      body.equipmentGroupId = form.equipmentGroupId;
      break;
    case 'equipment':
      if (!form.equipmentIds.length) return { missing: 'Choose at least one equipment item' };
      body.equipmentList = form.equipmentIds;
      break;
    case 'sites':
      if (orgId !== null) body.organizationId = orgId;
      break;
  }
  if ((info.subject === 'sites' || info.subject === 'equipmentGroup') && form.siteIds.length)
    body.searchFilter = { siteIds: form.siteIds };
  if (info.aggregation) body.aggregationLevel = form.aggregation;
  const call = callOf(form, info, available);
  if (!call) return { missing: 'This report cannot be asked for here' };
  if (call.call === 'batch') body.downloadType = 'PDF_MERGE';
  if (form.format === 'PDF' && form.logo) body.reportOrgImage = true;
  return { call, body };
}
