import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

// Opens a workbook as a spreadsheet user would, with LibreOffice Calc headless
// (scripts/ensure-report-tools.sh installs it): every sheet saved as CSV with the cells as shown
// (number formats applied). A file Calc cannot open fails here.

const run = promisify(execFile);

/** CSV export filter: comma, double quote, UTF-8, from row 1, cells as shown, every sheet (-1). */
const FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1';

export async function openInCalc(workbook: Buffer): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'calc-'));
  try {
    const file = path.join(dir, 'book.xlsx');
    await writeFile(file, workbook);
    // A profile of its own: two conversions at once would otherwise fight over one.
    const profile = pathToFileURL(path.join(dir, 'profile')).href;
    await run(
      'soffice',
      [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', FILTER, '--outdir', dir, file],
      { timeout: 120_000 },
    );
    const sheets: Record<string, string> = {};
    for (const name of await readdir(dir)) {
      const m = /^book-(.+)\.csv$/.exec(name);
      if (m) sheets[m[1]!] = await readFile(path.join(dir, name), 'utf8');
    }
    return sheets;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
