import type { ReportFormat, ReportJobRequest, ScheduledReportRequest } from '@sw/contracts';
import type { ReportMode, ReportTemplateDef } from '../templates/template';
import type { Period } from './schedule-periods';

/**
 * The call a run makes (docs/reports.md "Calls"): a PDF through toPdf, or the template's only PDF
 * call (energyUsage: batch); CSV and Excel through toReport, or global-report for a template without
 * a single call.
 */
export function callOf(def: ReportTemplateDef, format: ReportFormat): ReportMode {
  const modes = format === 'PDF' ? (def.pdfModes ?? def.modes) : def.modes;
  if (modes.includes('single')) return 'single';
  return modes.includes('batch') && format === 'PDF' ? 'batch' : 'global';
}

/** The job request of one run: the schedule's request with the run's period (and PDF_MERGE for a batch). */
export function jobRequestOf(
  request: ScheduledReportRequest,
  period: Period,
  mode: ReportMode,
): ReportJobRequest {
  return {
    ...request,
    reportFromDate: period.from,
    reportToDate: period.to,
    ...(mode === 'batch' ? { downloadType: 'PDF_MERGE' as const } : {}),
  };
}
