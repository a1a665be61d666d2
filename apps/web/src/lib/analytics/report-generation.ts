import { cleanProperties, type Properties, type PropertyValue } from './properties';

/** What a 'report generation' event tells about the report asked for (spec 3 §7 report job request). */
export interface ReportGenerationProps {
  /** The report template (the job request's reportTemplate). */
  reportTemplate: string;
  /** How it is delivered: CSV_REPORT, EXCEL_REPORT or PDF (the job's reportType / downloadType). */
  reportType?: string;
  siteId?: number | null;
  equipmentGroupId?: number | null;
  /** The period, as the request gives it (reportFromDate, reportToDate). */
  from?: string;
  to?: string;
  /** Anything else worth counting (at most 50 properties in all; no personal data). */
  [extra: string]: PropertyValue | undefined;
}

export function reportGenerationProperties(props: ReportGenerationProps): Properties {
  return cleanProperties(props);
}
