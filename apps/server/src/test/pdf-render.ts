import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';

// Renders a PDF as a reader shows it, with poppler's pdftoppm (scripts/ensure-report-tools.sh
// installs it): every page to a PNG, each decoded here to tell a drawn page from a blank one.

const run = promisify(execFile);

export interface RenderedPage {
  /** The PNG pdftoppm wrote. */
  png: Buffer;
  width: number;
  height: number;
  /** Pixels that differ from the page's most common colour (its background). */
  inkPixels: number;
  /** Distinct colours (counted up to 256). */
  colours: number;
}

export interface RenderedPdf {
  /** pdfinfo's page count. */
  pageCount: number;
  pages: RenderedPage[];
}

export interface RenderOptions {
  /** Dots per inch (40: a thumbnail, enough to see each page's layout). */
  dpi?: number;
  /** Keep these pages' PNGs (1-based) in `keep.dir` as `<name>-<page>.png`. */
  keep?: { dir: string; name: string; pages: number[] };
}

export async function renderPdfPages(file: Buffer, opts: RenderOptions = {}): Promise<RenderedPdf> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-render-'));
  try {
    const pdf = path.join(dir, 'file.pdf');
    await writeFile(pdf, file);
    const [{ stdout: info }] = await Promise.all([
      run('pdfinfo', [pdf]),
      run('pdftoppm', ['-r', String(opts.dpi ?? 40), '-png', pdf, path.join(dir, 'page')], {
        timeout: 120_000,
      }),
    ]);
    const pageCount = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
    // page-1.png … or page-01.png …: pdftoppm pads the number to the page count's digits.
    const names = (await readdir(dir))
      .filter((n) => /^page-\d+\.png$/.test(n))
      .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
    const pages: RenderedPage[] = [];
    for (const name of names) pages.push(inspectPng(await readFile(path.join(dir, name))));
    if (opts.keep) {
      await mkdir(opts.keep.dir, { recursive: true });
      for (const n of opts.keep.pages)
        if (names[n - 1])
          await copyFile(
            path.join(dir, names[n - 1]!),
            path.join(opts.keep.dir, `${opts.keep.name}-${n}.png`),
          );
    }
    return { pageCount, pages };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * Decodes an 8-bit, non-interlaced PNG (what pdftoppm writes: RGB, or grey with -gray) and counts
 * its colours and the pixels that are not background.
 */
export function inspectPng(png: Buffer): RenderedPage {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let bpp = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colourType, , , interlace] = [data[8], data[9], data[10], data[11], data[12]];
      if (depth !== 8 || interlace !== 0 || !CHANNELS[colourType!])
        throw new Error(
          `PNG not decoded here: depth ${depth}, colour type ${colourType}, interlace ${interlace}`,
        );
      bpp = CHANNELS[colourType!]!;
    } else if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const pixels = Buffer.alloc(stride * height);
  // Undo each scanline's filter (PNG §9): none, sub, up, average, Paeth.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? pixels[out + x - bpp]! : 0;
      const b = y > 0 ? pixels[out - stride + x]! : 0;
      const c = x >= bpp && y > 0 ? pixels[out - stride + x - bpp]! : 0;
      const v = raw[src + x]!;
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[out + x] = (v + predicted) & 0xff;
    }
  }
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels.length; i += bpp) {
    let key = 0;
    for (let k = 0; k < bpp; k++) key = key * 256 + pixels[i + k]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const background = Math.max(...counts.values());
  return { png, width, height, inkPixels: width * height - background, colours: Math.min(counts.size, 256) };
}
