import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads; images, fonts (woff2 is already compressed) and PDFs are left alone. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|wasm)$/i;
/**
 * Below this there is nothing to gain. Small chunks are many (a page's first load fetches dozens of
 * 0.3–1 KiB ones) and compress to about half, so they are compressed too (brotli's output is never
 * sent when it is not smaller).
 */
export const MIN_BYTES = 256;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) next to every compressible file of `dir`
 * (recursively) so that the server sends them without compressing anything per request. A variant no
 * smaller than its file is not written. Returns the files it compressed, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const done: string[] = [];
  // All at once: zlib's async calls run on libuv's thread pool, a handful at a time.
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      if (raw.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
      done.push(path.relative(dir, file));
    }),
  );
  return done.sort();
}

/** The Vite plugin: precompresses the output folder once the build is written. */
export function precompress() {
  let outDir = '';
  return {
    name: 'sw-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
