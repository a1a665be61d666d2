import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir (the build writes .br and .gz next to its text files)', () => {
  it('compresses text files of at least 1 KiB, recursively, and leaves the rest alone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-precompress-'));
    const js = `export const a = ${JSON.stringify('x'.repeat(5000))};`;
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'index-AbCd1234.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'index-AbCd1234.css'), `a{color:red}\n`.repeat(200));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>hi</p>'.repeat(200)}`);
    fs.writeFileSync(path.join(dir, 'small.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(5000, 7));
    fs.writeFileSync(path.join(dir, 'report.pdf'), Buffer.alloc(5000, 7));

    const done = await precompressDir(dir);

    expect(done).toEqual(['assets/index-AbCd1234.css', 'assets/index-AbCd1234.js', 'index.html']);
    const br = fs.readFileSync(path.join(dir, 'assets', 'index-AbCd1234.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets', 'index-AbCd1234.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(js);
    expect(zlib.gunzipSync(gz).toString()).toBe(js);
    for (const f of ['small.js', 'photo.png', 'report.pdf']) {
      expect(fs.existsSync(path.join(dir, `${f}.br`)), f).toBe(false);
      expect(fs.existsSync(path.join(dir, `${f}.gz`)), f).toBe(false);
    }
  });
});
