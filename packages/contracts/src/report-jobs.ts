import { z } from 'zod';
import { REPORT_JOB_STATES } from './constants/realtime';

/** H-003 report-worker templates, H-004 the organisation energy performance one, H-002 the report centre's. */
export const REPORT_TEMPLATES = [
  'equipmentPerformance',
  'dailyEnergyConsumption',
  'multiSiteTemperatureCompliance',
  'temperatureCompliance',
  'multiSiteEnergyConsumption',
  'rawEnergyData',
  'rawTemperatureData',
  'hvacControlledPerformance',
  'organizationEnergyPerformance',
  'equipmentPerformanceSummary',
  'monthlyTempCheck',
  'energyUsage',
  'storageUsage',
  'temperatureRecord',
] as const;
export const ReportTemplate = z.enum(REPORT_TEMPLATES, {
  error: `reportTemplate must be one of ${REPORT_TEMPLATES.join(', ')}`,
});
export type ReportTemplate = z.infer<typeof ReportTemplate>;

/** H-005: the toReport call's formats; PDF has calls of its own. */
export const ReportType = z.enum(['CSV_REPORT', 'EXCEL_REPORT'], {
  error: 'reportType must be CSV_REPORT or EXCEL_REPORT',
});
export type ReportType = z.infer<typeof ReportType>;
export type ReportFormat = 'CSV' | 'EXCEL' | 'PDF';

/** H-017 (decided): the rollup a report reads, finest to coarsest. */
export const AggregationLevel = z.enum(['15m', '1h', '1d'], {
  error: 'aggregationLevel must be 15m, 1h or 1d',
});
export type AggregationLevel = z.infer<typeof AggregationLevel>;

const localDate = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD`)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: `${field} is not a calendar date`,
      },
    );

/** A positive integer id, named in its messages. */
export const positiveId = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive id`)
    .max(2_147_483_647, `${field} is out of range`);

/** H-016: the fields of a job request (each call says which it needs). */
export const ReportJobFields = z.object({
  reportTemplate: ReportTemplate,
  siteId: positiveId('siteId').optional(),
  organizationId: positiveId('organizationId').optional(),
  /** Include the organisation's logo on a PDF's cover. */
  reportOrgImage: z.boolean().optional(),
  equipmentId: positiveId('equipmentId').optional(),
  equipmentList: z
    .array(positiveId('equipmentList[]'))
    // An empty list would read as "no narrowing", the opposite of what it says.
    .min(1, 'equipmentList names at least one equipment item (leave it out for all)')
    .max(5000, 'equipmentList holds at most 5,000 items')
    .optional(),
  /** First local day of the period (the site's zone; the organisation's for several sites). */
  reportFromDate: localDate('reportFromDate'),
  /** Last local day, included. */
  reportToDate: localDate('reportToDate'),
  /** The caller's own reference for the request, echoed in the file's metadata. */
  reportId: z.string().max(100, 'reportId is at most 100 characters').optional(),
  aggregationLevel: AggregationLevel.optional(),
  equipmentGroupId: positiveId('equipmentGroupId').optional(),
  downloadType: z.enum(['PDF_MERGE'], { error: 'downloadType must be PDF_MERGE' }).optional(),
  searchFilter: z
    .object({
      siteIds: z
        .array(positiveId('searchFilter.siteIds[]'))
        .min(1, 'searchFilter.siteIds names at least one site (leave it out for every site)')
        .max(5000, 'at most 5,000 sites')
        .optional(),
      equipmentTypeId: positiveId('searchFilter.equipmentTypeId').optional(),
      vendor: z.string().max(100, 'vendor is at most 100 characters').optional(),
    })
    .optional(),
});

/** H-016: one request body for every job call. */
export const ReportJobRequest = ReportJobFields.refine((r) => r.reportFromDate <= r.reportToDate, {
  message: 'reportFromDate must not be after reportToDate',
  path: ['reportToDate'],
});
export type ReportJobRequest = z.infer<typeof ReportJobRequest>;

export const ToReportQuery = z.object({ reportType: ReportType });

/** Which call makes a job (spec 3 §7): toReport (CSV, Excel), toPdf, batch/toPdf, global-report. */
export type ReportCall =
  | { call: 'toReport'; reportType: ReportType }
  | { call: 'toPdf' }
  | { call: 'batch' }
  | { call: 'global'; reportType: 'PDF' | ReportType };

/** Sections of one batch PDF (each a page or more, with its chart): larger batches are refused. */
export const MAX_BATCH_SECTIONS = 200;

/** H-008: a multi-equipment PDF, one section per equipment item (PDF_MERGE). */
export const BatchPdfRequest = ReportJobRequest.refine((r) => (r.equipmentList?.length ?? 0) > 0, {
  message: 'equipmentList must name at least one equipment item',
  path: ['equipmentList'],
})
  .refine((r) => (r.equipmentList?.length ?? 0) <= MAX_BATCH_SECTIONS, {
    message: `a batch PDF has at most ${MAX_BATCH_SECTIONS} equipment items: ask for CSV or Excel, or fewer items`,
    path: ['equipmentList'],
  })
  .refine((r) => r.downloadType === 'PDF_MERGE', {
    message: 'downloadType must be PDF_MERGE',
    path: ['downloadType'],
  });

/**
 * H-014 (decided): a global report covers the caller's organisation (every site of their scope, or
 * searchFilter.siteIds) in any of the three formats; the format is the query's reportType.
 */
export const GlobalReportQuery = z.object({
  reportType: z
    .enum(['PDF', 'CSV_REPORT', 'EXCEL_REPORT'], {
      error: 'reportType must be PDF, CSV_REPORT or EXCEL_REPORT',
    })
    .default('PDF'),
});
export const JobIdParam = z.object({ jobId: z.uuid('jobId must be a job id (a UUID)') });

/** B-025 (H-015 decided: every job call answers the job). `progress` 0–1 while it is made. */
export const ReportJob = z.object({
  jobId: z.string(),
  jobState: z.enum(REPORT_JOB_STATES),
  reportTemplate: ReportTemplate,
  fileName: z.string().nullable(),
  fileId: z.string().nullable(),
  progress: z.number().min(0).max(1),
  createdAt: z.string(),
  expiryAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  errorStatusResponse: z.object({ errorCode: z.number().int(), message: z.string() }).nullable(),
  error: z.boolean(),
});
export type ReportJob = z.infer<typeof ReportJob>;
