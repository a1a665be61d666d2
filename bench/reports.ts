/**
 * Report writers: a 500,000-row raw-data export as Excel (ExcelJS streaming writer) and as CSV in the
 * same run (the baseline), each in a child process of its own so that its peak memory (RSS) is its
 * own. Prints seconds, peak RSS and file size. Issue 13's targets: XLSX ≤ 8 s and ≤ 300 MB.
 *
 *   npm run bench:reports            (ROWS=… to change the row count)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReportDocument, Row } from '../apps/server/src/modules/reports/report-document';

const ROWS = Number(process.env.ROWS ?? 500_000);
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

async function child(format: 'CSV' | 'EXCEL', out: string) {
  const { csvStream } = await import('../apps/server/src/modules/reports/writers/csv');
  const { writeExcel } = await import('../apps/server/src/modules/reports/writers/excel');
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const file = fs.createWriteStream(out);
  const doc = syntheticDocument(ROWS);
  if (format === 'CSV') {
    await new Promise<void>((resolve, reject) =>
      csvStream(doc).pipe(file).on('finish', resolve).on('error', reject),
    );
  } else {
    // The workbook writer ends the stream itself.
    await writeExcel(doc, file);
    if (!file.writableFinished) await new Promise((r) => file.on('finish', r));
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(JSON.stringify({ seconds, peakMb: peak / 2 ** 20, fileMb: fs.statSync(out).size / 2 ** 20 }));
}

async function main() {
  if (process.argv[2] === 'child') return child(process.argv[3] as 'CSV' | 'EXCEL', process.argv[4]!);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-reports-'));
  const results: Record<string, { seconds: number; peakMb: number; fileMb: number }> = {};
  try {
    for (const format of ['CSV', 'EXCEL'] as const) {
      const out = path.join(dir, `bench.${format === 'CSV' ? 'csv' : 'xlsx'}`);
      const line = execFileSync(
        process.execPath,
        ['--import', 'tsx', import.meta.filename, 'child', format, out],
        {
          encoding: 'utf8',
        },
      );
      results[format] = JSON.parse(line.trim().split('\n').at(-1)!);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const csv = results.CSV!;
  const xlsx = results.EXCEL!;
  console.log(`${ROWS.toLocaleString('en-GB')} rows × 8 columns`);
  console.log(
    `  CSV   ${csv.seconds.toFixed(1)} s, peak RSS ${csv.peakMb.toFixed(0)} MB, ${csv.fileMb.toFixed(1)} MB (baseline)`,
  );
  console.log(
    `  XLSX  ${xlsx.seconds.toFixed(1)} s (× ${(xlsx.seconds / csv.seconds).toFixed(1)} the CSV), peak RSS ${xlsx.peakMb.toFixed(0)} MB, ${xlsx.fileMb.toFixed(1)} MB  [targets ≤ 8 s, ≤ 300 MB]`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
