import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

// Opens workbooks as a spreadsheet user would, with LibreOffice Calc headless
// (scripts/ensure-report-tools.sh installs it): every sheet saved as CSV with the cells as shown
// (number formats applied). A file Calc cannot open fails here.

const run = promisify(execFile);

/** CSV export filter: comma, double quote, UTF-8, from row 1, cells as shown, every sheet (-1). */
const FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1';

/** One workbook's sheets as Calc saved them: sheet name → CSV text. */
export type CalcSheets = Record<string, string>;

export async function openInCalc(workbook: Buffer): Promise<CalcSheets> {
  return (await openAllInCalc([workbook]))[0]!;
}

/**
 * Several workbooks in one Calc start (each start costs seconds): their sheets, in the order given.
 * A workbook Calc could not open has no sheets.
 */
export async function openAllInCalc(workbooks: Buffer[]): Promise<CalcSheets[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'calc-'));
  try {
    const files = workbooks.map((_, i) => path.join(dir, `book${i}.xlsx`));
    await Promise.all(workbooks.map((w, i) => writeFile(files[i]!, w)));
    // A profile of its own: two conversions at once would otherwise fight over one.
    const profile = pathToFileURL(path.join(dir, 'profile')).href;
    await run(
      'soffice',
      [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', FILTER, '--outdir', dir, ...files],
      { timeout: 60_000 + 30_000 * workbooks.length },
    );
    const books: CalcSheets[] = workbooks.map(() => ({}));
    for (const name of await readdir(dir)) {
      const m = /^book(\d+)-(.+)\.csv$/.exec(name);
      if (m) books[Number(m[1])]![m[2]!] = await readFile(path.join(dir, name), 'utf8');
    }
    return books;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** RFC 4180 records (quoted fields with commas, quotes and line breaks; CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A table read back: its header row and its rows (cells as text). */
export interface ReadTable {
  header: string[];
  rows: string[][];
}

/** A sheet as Calc saved it; a date-time column's header names its zone ('Time [Europe/London]'). */
export interface SheetTable extends ReadTable {
  /** Per column, the zone its header names (null for none); `header` is without it. */
  zoned: (string | null)[];
}

export function sheetTable(csv: string): SheetTable {
  const [header = [], ...rows] = parseCsv(csv);
  const parts = header.map((h) => /^(.*) \[([^\]]+)\]$/.exec(h));
  return {
    header: header.map((h, i) => parts[i]?.[1] ?? h),
    zoned: parts.map((m) => m?.[2] ?? null),
    // Calc writes every column of the used range on each row; pad in case a reader version does not.
    rows: rows.map((r) => header.map((_, i) => r[i] ?? '')),
  };
}

/** A report CSV's tables by name: one (named `names[0]`), or several, each after its name, a blank line between. */
export function csvTables(file: Buffer, names: string[]): Map<string, ReadTable> {
  const records = parseCsv(file.toString('utf8').replace(/^\uFEFF/, ''));
  if (names.length === 1) {
    const [header = [], ...rows] = records;
    return new Map([[names[0]!, { header, rows }]]);
  }
  const out = new Map<string, ReadTable>();
  for (let i = 0; i < records.length; i++) {
    const name = records[i]![0]!;
    const header = records[i + 1] ?? [];
    const rows: string[][] = [];
    for (i += 2; i < records.length && !(records[i]!.length === 1 && records[i]![0] === ''); i++)
      rows.push(records[i]!);
    out.set(name, { header, rows });
  }
  return out;
}

/**
 * A report CSV cell as Calc shows the workbook's same cell: an instant ('2026-11-20T00:00:00+10:30')
 * at its local minute ('2026-11-20 00:00', the workbook's date-time format), text without the
 * leading quote that keeps a spreadsheet from running it as a formula.
 */
export function asShownInCalc(cell: string): string {
  const instant = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d):\d\d(?:\.\d+)?(?:[+-]\d\d:\d\d|Z)$/.exec(cell);
  if (instant) return `${instant[1]} ${instant[2]}`;
  return /^'[=+\-@]/.test(cell) ? cell.slice(1) : cell;
}
