/**
 * Report writers: a 500,000-row raw-data export as Excel (our streaming writer) and as CSV in the
 * same run (the baseline), and a PDF of about 50 pages (its rows also as CSV), each in a child process
 * of its own so that its peak memory (RSS) is its own. Prints seconds, peak RSS, file size and the
 * PDF's pages. Issue 13's targets: XLSX ≤ 8 s and ≤ 300 MB.
 *
 *   npm run bench:reports            (ROWS=… and PDF_ROWS=… to change the row counts)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReportDocument, Row } from '../apps/server/src/modules/reports/report-document';

const ROWS = Number(process.env.ROWS ?? 500_000);
/** About 35 rows a page: 50 pages. */
const PDF_ROWS = Number(process.env.PDF_ROWS ?? 1_750);
const BATCH = 5_000;

/** Eight columns as the raw-data templates have them: time, text, numbers. */
export function syntheticDocument(rows: number): ReportDocument {
  const start = Date.parse('2026-01-01T00:00:00Z');
  return {
    template: 'rawTemperatureData',
    title: 'Raw temperature data — bench',
    organisation: 'Bench Retail Group',
    facts: [['Rows', String(rows)]],
    timeZone: 'Europe/London',
    fileStem: 'bench',
    expectedRows: rows,
    tables: [
      {
        name: 'Raw temperature data',
        columns: [
          { key: 'time', header: 'Time', type: 'datetime' },
          { key: 'sensor', header: 'Sensor', type: 'text' },
          { key: 'equipment', header: 'Equipment', type: 'text' },
          { key: 'mean', header: 'Mean', unit: '°C', type: 'number', decimals: 1 },
          { key: 'min', header: 'Minimum', unit: '°C', type: 'number', decimals: 1 },
          { key: 'max', header: 'Maximum', unit: '°C', type: 'number', decimals: 1 },
          { key: 'count', header: 'Readings', type: 'number', decimals: 0 },
          { key: 'site', header: 'Site', type: 'text' },
        ],
        async *rows() {
          for (let i = 0; i < rows; i += BATCH) {
            const batch: Row[] = [];
            for (let j = i; j < Math.min(rows, i + BATCH); j++)
              batch.push({
                time: new Date(start + (j % 8760) * 3_600_000),
                sensor: `Probe ${j % 400}`,
                equipment: `Walk-in Cooler ${j % 40}`,
                mean: 3 + (j % 17) / 10,
                min: 2 + (j % 13) / 10,
                max: 4 + (j % 11) / 10,
                count: 12,
                site: `Store ${j % 50}`,
              });
            yield batch;
          }
        },
      },
    ],
  };
}

type Format = 'CSV' | 'EXCEL' | 'PDF';

async function child(format: Format, out: string, rows: number) {
  // Only the writer measured is loaded (before the clock starts): the PDF writer's fonts and ECharts
  // would count in every RSS.
  const pdfWriter = format === 'PDF' ? await import('../apps/server/src/modules/reports/writers/pdf') : null;
  const csvWriter = format === 'CSV' ? await import('../apps/server/src/modules/reports/writers/csv') : null;
  const excelWriter =
    format === 'EXCEL' ? await import('../apps/server/src/modules/reports/writers/excel') : null;
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const file = fs.createWriteStream(out);
  const doc = syntheticDocument(rows);
  if (format === 'PDF') {
    await pdfWriter!.writePdf(doc, file);
  } else if (format === 'CSV') {
    await new Promise<void>((resolve, reject) =>
      csvWriter!.csvStream(doc).pipe(file).on('finish', resolve).on('error', reject),
    );
  } else {
    // The workbook writer ends the stream itself.
    await excelWriter!.writeExcel(doc, file);
    if (!file.writableFinished) await new Promise((r) => file.on('finish', r));
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const pages =
    format === 'PDF' ? (fs.readFileSync(out, 'latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length : 0;
  console.log(
    JSON.stringify({ seconds, peakMb: peak / 2 ** 20, fileMb: fs.statSync(out).size / 2 ** 20, pages }),
  );
}

async function main() {
  if (process.argv[2] === 'child')
    return child(process.argv[3] as Format, process.argv[4]!, Number(process.argv[5]));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-reports-'));
  type Result = { seconds: number; peakMb: number; fileMb: number; pages: number };
  const run = (format: Format, rows: number): Result => {
    const out = path.join(dir, `bench-${rows}.${{ CSV: 'csv', EXCEL: 'xlsx', PDF: 'pdf' }[format]}`);
    const line = execFileSync(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, 'child', format, out, String(rows)],
      { encoding: 'utf8' },
    );
    return JSON.parse(line.trim().split('\n').at(-1)!);
  };
  const line = (label: string, r: Result, base?: Result, extra = '') =>
    console.log(
      `  ${label.padEnd(5)} ${r.seconds.toFixed(1)} s${base ? ` (× ${(r.seconds / base.seconds).toFixed(1)} the CSV)` : ' (baseline)'}, peak RSS ${r.peakMb.toFixed(0)} MB, ${r.fileMb.toFixed(1)} MB${extra}`,
    );
  try {
    const csv = run('CSV', ROWS);
    const xlsx = run('EXCEL', ROWS);
    console.log(`${ROWS.toLocaleString('en-GB')} rows × 8 columns`);
    line('CSV', csv);
    line('XLSX', xlsx, csv, '  [targets ≤ 8 s, ≤ 300 MB]');
    const pdfCsv = run('CSV', PDF_ROWS);
    const pdf = run('PDF', PDF_ROWS);
    console.log(`${PDF_ROWS.toLocaleString('en-GB')} rows × 8 columns`);
    line('CSV', pdfCsv);
    line('PDF', pdf, pdfCsv, `, ${pdf.pages} pages`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
