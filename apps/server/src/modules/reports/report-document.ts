import type { ReportFormat, ReportTemplate } from '@sw/contracts';
import type { ReportChart } from './pdf/charts';

/*
 * What a template makes, whatever the format: titled tables of typed columns whose rows arrive in
 * batches (a raw-data export never holds every row at once). The writers (writers/) turn one into a
 * CSV, an Excel workbook or a PDF, so the formats of a report never disagree.
 */

export type CellType = 'text' | 'number' | 'datetime' | 'date';

export interface Column {
  key: string;
  header: string;
  type: CellType;
  /** Shown after the header, e.g. '°C' → 'Mean (°C)'. */
  unit?: string;
  /** Decimals of a number (its unit's precision). */
  decimals?: number;
  /** Characters, for the Excel column width and the PDF layout. */
  width?: number;
}

/** A row: numbers as numbers, instants as Date, local days as 'YYYY-MM-DD', missing as null. */
export type Row = Record<string, string | number | Date | null>;

export interface Table {
  /** Sheet name (Excel: at most 31 characters, unique in the workbook). */
  name: string;
  columns: Column[];
  rows: () => AsyncIterable<Row[]>;
  /** PDF: charts drawn above the table (the CSV and Excel files carry the numbers only). */
  charts?: ReportChart[];
  /** PDF: the table starts a new page (a batch PDF's section per equipment does). */
  newPage?: boolean;
}

export interface ReportDocument {
  template: ReportTemplate;
  title: string;
  organisation: string;
  /** Period, sites, filters: one line each, for the cover and the CSV's comment-free header. */
  facts: [string, string][];
  /** IANA zone the instants are shown in. */
  timeZone: string;
  /** File name without extension (the writer adds it). */
  fileStem: string;
  tables: Table[];
  /** Rows the tables will write (an estimate for progress; 0 when unknown). */
  expectedRows: number;
  /** PDF: the organisation's logo for the cover (its monogram as SVG, or the PNG/JPEG it uploaded). */
  logo?: { svg: string } | { image: Buffer } | null;
}

export const EXTENSION: Record<ReportFormat, string> = { CSV: 'csv', EXCEL: 'xlsx', PDF: 'pdf' };
export const CONTENT_TYPE: Record<ReportFormat, string> = {
  CSV: 'text/csv; charset=utf-8',
  EXCEL: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PDF: 'application/pdf',
};

export const headerOf = (c: Column) => (c.unit ? `${c.header} (${c.unit})` : c.header);
