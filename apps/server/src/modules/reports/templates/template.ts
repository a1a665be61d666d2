import type { ReportFormat, ReportJobRequest, ReportTemplate } from '@sw/contracts';
import type { Database } from '../../../db/client';
import type { ReportDocument } from '../report-document';

export type ReportMode = 'single' | 'batch' | 'global';

/** Who asked, for what: the job's owner and their sites (ALL or ids), and the request. */
export interface TemplateContext {
  database: Database;
  orgId: number;
  userId: number;
  siteScope: 'ALL' | number[];
  request: ReportJobRequest;
  /** The instant the report is made at (periods reaching past it end there). */
  now: Date;
}

export interface ReportTemplateDef {
  template: ReportTemplate;
  formats: readonly ReportFormat[];
  /**
   * Which calls make it: 'single' (toPdf, toReport: one site or equipment item, or a filtered
   * list), 'batch' (batch/toPdf: one section per equipment item), 'global' (global-report: the
   * organisation's sites).
   */
  modes: readonly ReportMode[];
  /** It narrows to the request's equipmentList (and so takes an equipmentId as a one-item list). */
  equipmentList?: true;
  /** The calls that make it as a PDF, when not every one of `modes` does. */
  pdfModes?: readonly ReportMode[];
  /**
   * Checks the request against the caller's organisation before a job is made: unknown or foreign
   * ids → 404, a missing field or too large a request → 400 (HttpError). Resolves to the rows the
   * report will have (an estimate, for the size rule and progress).
   */
  check(ctx: TemplateContext): Promise<number>;
  build(ctx: TemplateContext): Promise<ReportDocument>;
}

/** Largest report a job makes: rows of all its tables (500,000 is the bench's raw export). */
export const MAX_REPORT_ROWS = 1_000_000;

/** Largest PDF: its pages are kept until the end to number them (about 35 rows a page). */
export const MAX_PDF_ROWS = 20_000;
