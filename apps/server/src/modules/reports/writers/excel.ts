import type { Writable } from 'node:stream';
import { type Column, headerOf, type ReportDocument, type Table } from '../report-document';
import {
  appProps,
  contentTypes,
  coreProps,
  rootRels,
  type SheetEntry,
  Styles,
  sheetPath,
  workbook,
  workbookRels,
} from './xlsx/package-parts';
import {
  type CellWriter,
  cellWriter,
  columnLetters,
  MAX_SHEET_ROWS,
  numberCell,
  serialOf,
  textCell,
} from './xlsx/sheet-xml';
import { type ZipEntryWriter, ZipWriter } from './xlsx/zip-writer';
import { wallClock } from './zone-time';

/*
 * Excel (.xlsx) written as it streams: each batch of rows becomes sheet XML and goes through deflate
 * to the output, waiting while the output is full, so a large export never holds its rows in memory
 * (ExcelJS's streaming writer held the whole sheet: 409 MB and 15.6 s for 500,000 rows; decisions.md).
 * Cells are typed (numbers are numbers, instants are dates in the document's zone: Excel has no
 * zones, so the zone is in the header), with the unit's number format, a frozen header row, an
 * autofilter and column widths. A first sheet says what the report is. A table longer than a sheet
 * goes on in a second one ('… (2)') under the same header.
 */

const NUMBER_FORMAT = (decimals: number | undefined) =>
  decimals === undefined ? 'General' : decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
const FORMAT: Record<Column['type'], (c: Column) => string> = {
  text: () => '@',
  number: (c) => NUMBER_FORMAT(c.decimals),
  datetime: () => 'yyyy-mm-dd hh:mm',
  date: () => 'yyyy-mm-dd',
};

const MIN_WIDTH: Record<Column['type'], number> = { text: 10, number: 10, datetime: 17, date: 11 };

const SHEET_OPEN =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">';

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

const colsXml = (widths: number[]) =>
  `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`;

/** The sheets written so far, each a zip entry written in turn. */
class Sheets {
  readonly entries: SheetEntry[] = [];
  readonly taken = new Set<string>();

  constructor(private readonly zip: ZipWriter) {}

  async open(name: string, head: string): Promise<ZipEntryWriter> {
    const index = this.entries.length;
    this.entries.push({ name: sheetName(name, this.taken) });
    const entry = await this.zip.entry(sheetPath(index));
    await entry.write(`${SHEET_OPEN}${head}`);
    return entry;
  }

  async close(entry: ZipEntryWriter, filter?: string): Promise<void> {
    const last = this.entries.at(-1)!;
    if (filter) last.filter = filter;
    await entry.write(`</sheetData>${filter ? `<autoFilter ref="${filter}"/>` : ''}</worksheet>`);
    await entry.close();
  }
}

async function writeCover(doc: ReportDocument, sheets: Sheets, styles: Styles, created: Date) {
  const text = styles.xf('@');
  const rows: string[] = [
    `<row r="1">${textCell('A1', doc.title, styles.xf('@', 'title'))}</row>`,
    ...[['Organisation', doc.organisation], ...doc.facts, ['Times shown in', doc.timeZone]].map(
      ([k, v], i) =>
        `<row r="${i + 2}">${textCell(`A${i + 2}`, k!, text)}${textCell(`B${i + 2}`, v!, text)}</row>`,
    ),
  ];
  const n = rows.length + 1;
  rows.push(
    `<row r="${n}">${textCell(`A${n}`, 'Generated', text)}${numberCell(
      `B${n}`,
      serialOf(wallClock(created, doc.timeZone).getTime()),
      styles.xf('yyyy-mm-dd hh:mm'),
    )}</row>`,
  );
  const entry = await sheets.open(
    'Report',
    `<sheetViews><sheetView tabSelected="1" workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/>${colsXml([22, 70])}<sheetData>`,
  );
  await entry.write(rows.join(''));
  await sheets.close(entry);
}

async function writeTable(
  doc: ReportDocument,
  table: Table,
  sheets: Sheets,
  styles: Styles,
  onRows: (n: number) => void,
  sheetRows: number,
) {
  const headers = table.columns.map((c) =>
    c.type === 'datetime' ? `${headerOf(c)} [${doc.timeZone}]` : headerOf(c),
  );
  // Wide enough for the header and for a formatted instant or day (Excel shows ##### otherwise).
  const widths = table.columns.map(
    (c, i) => c.width ?? Math.max(MIN_WIDTH[c.type], Math.min(50, headers[i]!.length + 2)),
  );
  const bold = styles.xf('General', 'bold');
  const headerRow = `<row r="1">${headers.map((h, i) => textCell(`${columnLetters(i)}1`, h, bold)).join('')}</row>`;
  const head = `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${colsXml(widths)}<sheetData>${headerRow}`;
  const writers: CellWriter[] = table.columns.map((c, i) =>
    cellWriter(c, i, styles.xf(FORMAT[c.type](c)), doc.timeZone),
  );
  const keys = table.columns.map((c) => c.key);
  const lastColumn = columnLetters(table.columns.length - 1);

  let part = 1;
  let entry = await sheets.open(table.name, head);
  let row = 1; // the sheet's last written row
  const close = () => sheets.close(entry, `A1:${lastColumn}${row}`);
  for await (const batch of table.rows()) {
    let xml = '';
    for (const values of batch) {
      if (row === sheetRows) {
        await entry.write(xml);
        xml = '';
        await close();
        part += 1;
        entry = await sheets.open(`${table.name.slice(0, 24)} (${part})`, head);
        row = 1;
      }
      row += 1;
      let cells = '';
      for (let i = 0; i < writers.length; i++) cells += writers[i]!(values[keys[i]!] ?? null, row);
      xml += `<row r="${row}">${cells}</row>`;
    }
    await entry.write(xml);
    onRows(batch.length);
  }
  await close();
}

/** Writes the workbook to `out` and ends it; resolves once it is complete. */
export async function writeExcel(
  doc: ReportDocument,
  out: Writable,
  onRows: (n: number) => void = () => {},
  /** Rows per sheet, header included (Excel's limit; tests lower it). */
  sheetRows = MAX_SHEET_ROWS,
): Promise<void> {
  const created = new Date();
  const zip = new ZipWriter(out, created);
  const styles = new Styles();
  const sheets = new Sheets(zip);
  await writeCover(doc, sheets, styles, created);
  for (const table of doc.tables) await writeTable(doc, table, sheets, styles, onRows, sheetRows);
  await zip.file('xl/styles.xml', styles.xml());
  await zip.file('xl/workbook.xml', workbook(sheets.entries));
  await zip.file('xl/_rels/workbook.xml.rels', workbookRels(sheets.entries.length));
  await zip.file('docProps/core.xml', coreProps(doc.title, created));
  await zip.file('docProps/app.xml', appProps());
  await zip.file('_rels/.rels', rootRels());
  await zip.file('[Content_Types].xml', contentTypes(sheets.entries.length));
  await zip.finish();
}
