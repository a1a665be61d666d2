import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Reads a PDF back as a reader would, with poppler (scripts/ensure-report-tools.sh installs it): the
// text of each page, the page count and the embedded fonts.

const run = promisify(execFile);

export interface PdfReadBack {
  pages: string[];
  fonts: string;
  info: string;
  /** `pdfimages -list`: one line per embedded picture after two header lines. */
  images: string;
}

export async function readPdf(file: Buffer): Promise<PdfReadBack> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  try {
    const pdf = path.join(dir, 'file.pdf');
    await writeFile(pdf, file);
    const [{ stdout: text }, { stdout: fonts }, { stdout: info }, { stdout: images }] = await Promise.all([
      run('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], { maxBuffer: 64 << 20 }),
      run('pdffonts', [pdf]),
      run('pdfinfo', [pdf]),
      run('pdfimages', ['-list', pdf]),
    ]);
    // pdftotext ends each page with a form feed.
    return { pages: text.split('\f').slice(0, -1), fonts, info, images };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
