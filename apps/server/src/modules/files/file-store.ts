import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The bytes of stored files, at <root>/<orgId>/<fileId>. A path is made only from an organisation
 * number and a UUID, never from a request's text (file names live in the database), and is checked
 * to stay under the root. A file is written beside its place and renamed into it when complete, so
 * a crash never leaves half a file under a real id.
 */
export class FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  pathOf(orgId: number, fileId: string): string {
    if (!Number.isSafeInteger(orgId) || orgId <= 0 || !UUID.test(fileId))
      throw new Error(`not a stored file key: ${orgId}/${fileId}`);
    const p = path.resolve(this.root, String(orgId), fileId);
    if (!p.startsWith(this.root + path.sep)) throw new Error(`stored file outside its folder: ${p}`);
    return p;
  }

  /** Writes the file (a buffer, text or a stream) and answers its size in bytes. */
  async write(orgId: number, fileId: string, body: Buffer | string | Readable): Promise<number> {
    const p = this.pathOf(orgId, fileId);
    await fs.mkdir(path.dirname(p), { recursive: true });
    const part = `${p}.part`;
    try {
      if (typeof body === 'string' || Buffer.isBuffer(body)) await fs.writeFile(part, body);
      else await pipeline(body, createWriteStream(part));
      await fs.rename(part, p);
    } catch (err) {
      await fs.rm(part, { force: true });
      throw err;
    }
    return (await fs.stat(p)).size;
  }

  /** The file's bytes as a stream, or null when it is not on disk. */
  async open(orgId: number, fileId: string): Promise<Readable | null> {
    const p = this.pathOf(orgId, fileId);
    try {
      await fs.access(p);
    } catch {
      return null;
    }
    return createReadStream(p);
  }

  async remove(orgId: number, fileId: string): Promise<void> {
    await fs.rm(this.pathOf(orgId, fileId), { force: true });
  }

  /**
   * Removes the partial files (`.part`) not written to for `maxAgeMs`: what a process killed while
   * writing left behind (a live write touches its file as it goes). Answers how many went.
   */
  async sweepPartial(maxAgeMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    const orgs = await fs.readdir(this.root).catch(() => [] as string[]);
    for (const org of orgs) {
      if (!/^\d+$/.test(org)) continue;
      const dir = path.join(this.root, org);
      for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
        if (!name.endsWith('.part') || !UUID.test(name.slice(0, -5))) continue;
        const file = path.join(dir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && now - stat.mtimeMs > maxAgeMs) {
          await fs.rm(file, { force: true });
          removed += 1;
        }
      }
    }
    return removed;
  }
}
