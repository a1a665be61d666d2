import { IMPORT_LIMITS, type ImportFormat } from '@sw/contracts/setup';
import ExcelJS from 'exceljs';
import { HttpError } from '../../../lib/http-errors';
import { parseCsv } from './csv';

/** One table of the file: its header row and data rows, every cell as trimmed-later text. */
export interface Sheet {
  /** The worksheet's name (XLSX); null for CSV. */
  name: string | null;
  header: string[];
  rows: { row: number; cells: string[] }[];
  /** A problem with the sheet as a whole (an unclosed quote), reported at its row. */
  problem?: { row: number; message: string };
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * The file's format by its first bytes, whatever its Content-Type said: an XLSX workbook is a zip;
 * anything else is read as CSV text. An Excel 97-2003 workbook (.xls) or an empty body is refused.
 */
export function detectFormat(bytes: Buffer): ImportFormat {
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty');
  if (bytes.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (bytes.subarray(0, 4).equals(OLE))
    throw new HttpError(400, 'An Excel 97-2003 workbook (.xls): save it as .xlsx or as CSV UTF-8');
  return 'csv';
}

/** CSV bytes as text: UTF-8 only (a BOM is dropped by the parser); anything else is refused clearly. */
export function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'The CSV file is not UTF-8 text: save it as "CSV UTF-8"');
  }
}

const tooMany = () =>
  new HttpError(
    400,
    `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows: split it into several files`,
  );

function csvSheet(bytes: Buffer): Sheet {
  const { records, unclosedAt } = parseCsv(csvText(bytes));
  if (records.length - 1 > IMPORT_LIMITS.maxRows) throw tooMany();
  const sheet: Sheet = {
    name: null,
    header: records[0] ?? [],
    rows: records.slice(1).map((cells, i) => ({ row: i + 2, cells })),
  };
  if (unclosedAt !== null)
    sheet.problem = { row: unclosedAt, message: 'A quoted cell is not closed: a " is missing' };
  return sheet;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text a user typed: dates as YYYY-MM-DD, times as HH:MM, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const iso = value.toISOString();
    // Excel keeps a time of day alone on its day zero, 1899-12-30.
    if (iso.startsWith('1899-12-30')) return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

async function xlsxSheets(bytes: Buffer): Promise<Sheet[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, 'The file is not a readable XLSX workbook');
  }
  const sheets: Sheet[] = [];
  let total = 0;
  for (const ws of book.worksheets) {
    // The template's notes are for people.
    if (/^notes?$/i.test(ws.name.trim())) continue;
    const sheet: Sheet = { name: ws.name, header: [], rows: [] };
    const width = ws.columnCount;
    ws.eachRow({ includeEmpty: false }, (r, rowNumber) => {
      const cells: string[] = [];
      for (let c = 1; c <= width; c++) cells.push(cellText(r.getCell(c).value));
      if (rowNumber === 1) sheet.header = cells;
      else sheet.rows.push({ row: rowNumber, cells });
    });
    total += sheet.rows.length;
    if (total > IMPORT_LIMITS.maxRows) throw tooMany();
    if (sheet.header.length || sheet.rows.length) sheets.push(sheet);
  }
  return sheets;
}

/** The file's tables; a file that cannot be read at all is a 400 with the reason. */
export async function readSheets(bytes: Buffer, format: ImportFormat): Promise<Sheet[]> {
  return format === 'xlsx' ? xlsxSheets(bytes) : [csvSheet(bytes)];
}
