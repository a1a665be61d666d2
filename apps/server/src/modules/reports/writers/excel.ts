import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type Column, headerOf, type ReportDocument, type Row } from '../report-document';
import { wallClock } from './zone-time';

/*
 * Excel through ExcelJS's streaming writer: each row is committed as it is written, so a large
 * export never holds its rows in memory. Cells are typed (numbers are numbers, instants are dates
 * in the document's zone: Excel has no zones, so the zone is in the header), with the unit's number
 * format, a frozen header row, an autofilter and column widths. A first sheet says what the report is.
 */

const NUMBER_FORMAT = (decimals: number | undefined) =>
  decimals === undefined ? 'General' : decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
const FORMAT: Record<Column['type'], (c: Column) => string> = {
  text: () => '@',
  number: (c) => NUMBER_FORMAT(c.decimals),
  datetime: () => 'yyyy-mm-dd hh:mm',
  date: () => 'yyyy-mm-dd',
};

function cellValue(value: Row[string], column: Column, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (column.type === 'datetime' && value instanceof Date) return wallClock(value, timeZone);
  if (column.type === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  if (column.type === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return value instanceof Date ? value.toISOString() : value;
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique. */
export function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let candidate = base;
  for (let i = 2; taken.has(candidate.toLowerCase()); i++) candidate = `${base.slice(0, 28)} ${i}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Writes the workbook to `out`; resolves once it is complete. */
export async function writeExcel(
  doc: ReportDocument,
  out: Writable,
  onRows: (n: number) => void = () => {},
): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'SiteWatch';
  wb.created = new Date();
  const taken = new Set<string>();

  const about = wb.addWorksheet(sheetName('Report', taken));
  about.columns = [{ width: 22 }, { width: 70 }];
  about.addRow([doc.title]).font = { bold: true, size: 14 };
  about.addRow(['Organisation', doc.organisation]);
  for (const [k, v] of doc.facts) about.addRow([k, v]);
  about.addRow(['Times shown in', doc.timeZone]);
  about.addRow(['Generated', wallClock(new Date(), doc.timeZone)]).getCell(2).numFmt = 'yyyy-mm-dd hh:mm';
  about.commit();

  for (const table of doc.tables) {
    const ws = wb.addWorksheet(sheetName(table.name, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = table.columns.map((c) => ({
      header: c.type === 'datetime' ? `${headerOf(c)} [${doc.timeZone}]` : headerOf(c),
      key: c.key,
      width: c.width ?? Math.max(10, Math.min(50, headerOf(c).length + 2)),
    }));
    // One style object per column, given to each of its cells: ExcelJS caches a style by object
    // identity, so shared objects are resolved once instead of once per cell (column styles would
    // give every cell a copy). Measured with bench:reports.
    const styles: Partial<ExcelJS.Style>[] = table.columns.map((c) => ({ numFmt: FORMAT[c.type](c) }));
    ws.getRow(1).font = { bold: true };
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
    ws.getRow(1).commit();
    for await (const batch of table.rows()) {
      for (const row of batch) {
        const added = ws.addRow(table.columns.map((c) => cellValue(row[c.key] ?? null, c, doc.timeZone)));
        for (let i = 0; i < styles.length; i++) added.getCell(i + 1).style = styles[i]!;
        added.commit();
      }
      onRows(batch.length);
    }
    ws.commit();
  }
  await wb.commit();
}
