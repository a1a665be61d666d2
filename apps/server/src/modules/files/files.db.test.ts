import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser } from '../../test/factories';

let t: TestContext;
const users: Record<
  'a' | 'colleague' | 'other',
  { id: number; orgId: number; headers: { authorization: string } }
> = {} as never;
const NAME = 'Énergie Tōkyō 東京店 "mai".csv';
const CSV = 'site,kWh\r\n"Tōkyō, 東京店",1234.5\r\n';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  const a = await buildUser(db, org.id);
  const colleague = await buildUser(db, org.id);
  const other = await buildUser(db, (await buildOrg(db)).id);
  for (const [k, u] of Object.entries({ a, colleague, other }))
    users[k as keyof typeof users] = { id: u.id, orgId: u.orgId, headers: await t.login(u.email) };
});
afterAll(() => t.close());

const owner = (u: { id: number; orgId: number }) => ({ orgId: u.orgId, userId: u.id });
const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/api/v2/files${query}`, headers });
const download = (headers: Record<string, string>, id: string) =>
  t.app.inject({ url: `/api/v2/files/download/${id}`, headers });

describe('files (spec 1 §7, My Downloads)', () => {
  it('lists the caller’s report files with the spec’s fields, newest first; nobody else’s', async () => {
    const first = await t.app.services.files.save(owner(users.a), {
      fileName: NAME,
      contentType: 'text/csv; charset=utf-8',
      body: CSV,
      metadata: { jobId: 'job-1', reportTemplate: 'rawEnergyData' },
    });
    const second = await t.app.services.files.save(owner(users.a), {
      fileName: 'second.pdf',
      contentType: 'application/pdf',
      body: Buffer.from('%PDF-1.7\n'),
    });
    const res = await list(users.a.headers, '?fileType=REPORT');
    expect(res.statusCode).toBe(200);
    const files = res.json();
    expect(files.map((f: { fileId: string }) => f.fileId)).toEqual([second.id, first.id]);
    expect(files[1]).toEqual({
      fileId: first.id,
      fileName: NAME,
      fileSize: Buffer.byteLength(CSV),
      fileType: 'REPORT',
      fileLocation: `/api/v2/files/download/${first.id}`,
      resourceId: null,
      createdAt: expect.stringMatching(/Z$/),
      modifiedAt: expect.stringMatching(/Z$/),
      metadata: { jobId: 'job-1', reportTemplate: 'rawEnergyData', message: null },
      tags: [],
    });
    // REPORT is the default type; RECENT files are listed apart.
    expect((await list(users.a.headers)).json()).toHaveLength(2);
    expect((await list(users.a.headers, '?fileType=RECENT')).json()).toEqual([]);
    expect((await list(users.colleague.headers)).json()).toEqual([]);
    expect((await list(users.other.headers)).json()).toEqual([]);
  });

  it('downloads the bytes under the file’s own name, accents and CJK included', async () => {
    const [f] = (await list(users.a.headers)).json().filter((x: { fileName: string }) => x.fileName === NAME);
    const res = await download(users.a.headers, f.fileId);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CSV);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(CSV)));
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(NAME);
    expect(disposition).not.toContain('"mai"');
  });

  it('stores a streamed body whole, with its size', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `${i},${(i * 1.5).toFixed(1)}\n`);
    const saved = await t.app.services.files.save(owner(users.a), {
      fileName: 'stream.csv',
      contentType: 'text/csv',
      body: Readable.from(rows),
    });
    expect(saved.size).toBe(Buffer.byteLength(rows.join('')));
    expect((await download(users.a.headers, saved.id)).body).toBe(rows.join(''));
  });

  it('answers 404 for another user’s or organisation’s file and 400 for a malformed id', async () => {
    const [f] = (await list(users.a.headers)).json();
    for (const u of [users.colleague, users.other]) {
      const res = await download(u.headers, f.fileId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('File not found');
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v2/files/${f.fileId}`,
        headers: u.headers,
      });
      expect(del.statusCode).toBe(404);
    }
    // Nothing changed for the owner.
    expect((await download(users.a.headers, f.fileId)).statusCode).toBe(200);
    expect((await download(users.a.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', 'not-a-uuid', '1']) {
      const res = await download(users.a.headers, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain('fileId must be a file id');
    }
    expect((await list(users.a.headers, '?fileType=PDF')).statusCode).toBe(400);
  });

  it('deletes the caller’s file, its bytes too; a file whose bytes are gone answers 404', async () => {
    const saved = await t.app.services.files.save(owner(users.a), {
      fileName: 'to-delete.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: Buffer.from('PK'),
    });
    const where = path.join(t.app.config.dataDir, 'files', String(users.a.orgId), saved.id);
    await expect(fs.stat(where)).resolves.toBeTruthy();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/files/${saved.id}`,
      headers: users.a.headers,
    });
    expect(del.statusCode).toBe(204);
    await expect(fs.stat(where)).rejects.toThrow();
    expect((await download(users.a.headers, saved.id)).statusCode).toBe(404);
    expect((await list(users.a.headers)).json().some((f: { fileId: string }) => f.fileId === saved.id)).toBe(
      false,
    );
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/files/${saved.id}`,
      headers: users.a.headers,
    });
    expect(again.statusCode).toBe(404);

    const lost = await t.app.services.files.save(owner(users.a), {
      fileName: 'lost.csv',
      contentType: 'text/csv',
      body: 'x',
    });
    await fs.rm(path.join(t.app.config.dataDir, 'files', String(users.a.orgId), lost.id));
    expect((await download(users.a.headers, lost.id)).statusCode).toBe(404);
  });
});
