import { IMPORT_COLUMNS, IMPORT_CONTENT_TYPES, type ImportJob, type ImportReport } from '@sw/contracts/setup';
import ExcelJS from 'exceljs';
import type { TestContext } from './app';

/** The import jobs' queue (setup/import/import-jobs.ts IMPORT_QUEUE; tests stay outside the module). */
const IMPORT_QUEUE = 'setup-import';

// Import files for the bulk-onboarding tests: rows as objects keyed by column, written as CSV or
// XLSX, posted to the dry run or the import (which is then run to its end by the test's worker).

export type ImportCells = Record<string, string | number>;

export const importSite = (id: string, o: ImportCells = {}): ImportCells => ({
  kind: 'site',
  external_id: id,
  title: `Store ${id}`,
  address: `1 ${id} Street`,
  latitude: 51.5,
  longitude: -0.12,
  time_zone: 'Europe/London',
  country: 'GB',
  site_type: 'supermarket',
  ...o,
});

export const importEquipment = (id: string, site: string, o: ImportCells = {}): ImportCells => ({
  kind: 'equipment',
  external_id: id,
  title: `Cooler ${id}`,
  site_external_id: site,
  type: 'Walk-in Cooler',
  min_temp_c: 0,
  max_temp_c: 5,
  ...o,
});

export const importSensor = (id: string, site: string, o: ImportCells = {}): ImportCells => ({
  kind: 'sensor',
  external_id: id,
  title: `Probe ${id}`,
  site_external_id: site,
  gateway: `gw-${site}`,
  uuid: `probe-${id}`,
  sensor_type: 'TEMPERATURE',
  vendor: 'Acme',
  ...o,
});

const cell = (v: string | number | undefined) => {
  const s = v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** CSV of `rows` with the given columns (default: every column), LF line ends. */
export function csvOf(rows: ImportCells[], columns = IMPORT_COLUMNS.map((c) => c.name)): string {
  return `${[columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\n')}\n`;
}

/** An XLSX workbook with one sheet per entry (name → rows), every column in each. */
export async function xlsxOf(sheets: Record<string, ImportCells[]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const columns = IMPORT_COLUMNS.map((c) => c.name);
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = book.addWorksheet(name);
    ws.addRow(columns);
    for (const r of rows) ws.addRow(columns.map((c) => r[c] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const typeOf = (body: string | Buffer) =>
  typeof body === 'string' ? IMPORT_CONTENT_TYPES.csv : IMPORT_CONTENT_TYPES.xlsx;

export async function dryRun(
  t: TestContext,
  headers: { authorization: string },
  body: string | Buffer,
): Promise<{ statusCode: number; report: ImportReport; body: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/setup/import/dry-run',
    headers: { ...headers, 'content-type': typeOf(body) },
    payload: body,
  });
  return { statusCode: res.statusCode, report: res.json(), body: res.body };
}

/** Posts the import, lets the worker finish it and answers the job's final state. */
export async function runImport(
  t: TestContext,
  headers: { authorization: string },
  body: string | Buffer,
  fileName = 'stores.csv',
): Promise<ImportJob> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/setup/import?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...headers, 'content-type': typeOf(body) },
    payload: body,
  });
  if (res.statusCode !== 202) throw new Error(`import refused: ${res.statusCode} ${res.body}`);
  await t.app.services.queue.settled(IMPORT_QUEUE, 60_000);
  const job = await t.app.inject({
    method: 'GET',
    url: `/api/v1/setup/import/${res.json().id}`,
    headers,
  });
  return job.json();
}
