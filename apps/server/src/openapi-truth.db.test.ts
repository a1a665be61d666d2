import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/app';
import { buildOrg, buildSensor, buildSite, buildUser } from './test/factories';

// The OpenAPI document against the real server: every operation is called, and every answer's status
// and media type must be the ones the document lists for that operation.

interface Media {
  schema?: Schema;
}
interface Schema {
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  maxLength?: number;
  minLength?: number;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface OperationDoc {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Op {
  method: string;
  path: string;
  doc: OperationDoc;
}

let t: TestContext;
let admin: { authorization: string };
let adminEmail: string;
let ids: Record<string, string>;
let ops: Op[];
let sensorId: number;
let orgId: number;
let siteId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  const site = await buildSite(db, org.id);
  const user = await buildUser(db, org.id);
  sensorId = (await buildSensor(db, org.id, site.id)).id;
  orgId = org.id;
  siteId = site.id;
  adminEmail = user.email;
  admin = await t.login(user.email);
  // Path parameters by name: the caller's own objects where the name says which, else 1.
  ids = { siteId: String(site.id), orgId: String(org.id), userId: String(user.id), file: 'none.svg' };
  ids.from = '2026-01-01';
  ids.to = '2026-01-02';
  const paths = (t.app.swagger() as unknown as { paths: Record<string, Record<string, OperationDoc>> }).paths;
  ops = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, doc]) => ({ method: method.toUpperCase(), path, doc })),
  );
});
afterAll(() => t.close());

const urlOf = (op: Op, overrides: Record<string, string> = {}) =>
  op.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => overrides[name] ?? ids[name] ?? (name === 'id' ? String(idFor(op)) : '1'),
  );

/** {id} is the caller's user on user routes, else the site (or the sensor, for sensor-only routes). */
function idFor(op: Op): number | string {
  if (op.path.startsWith('/api/v1/users/')) return ids.userId!;
  if (op.path.startsWith('/api/v1/sensors/') || op.path.startsWith('/api/v1/comments/')) return sensorId;
  return ids.siteId!;
}

const call = (op: Op, headers: Record<string, string>, url = urlOf(op)) =>
  t.app.inject({
    method: op.method as never,
    url,
    headers,
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
  });

/** Why the answer is not what the document lists for the operation, or null when it is. */
function mismatch(op: Op, res: LightMyRequestResponse): string | null {
  const status = String(res.statusCode);
  const documented = op.doc.responses[status];
  const what = `${op.method} ${op.path} answered ${status}`;
  if (!documented) return `${what}, not documented (${Object.keys(op.doc.responses).join(', ')})`;
  const media = String(res.headers['content-type'] ?? '').split(';')[0]!;
  const listed = Object.keys(documented.content ?? {});
  if (res.rawPayload.length === 0) return listed.length ? `${what} with no body; documented ${listed}` : null;
  if (!listed.includes(media)) return `${what} as ${media}; documented ${listed.join(', ') || 'no body'}`;
  return null;
}

describe('the OpenAPI document tells the truth', () => {
  it('lists 401 on exactly the operations that need a token or a gateway key', async () => {
    const problems: string[] = [];
    for (const op of ops) {
      const res = await call(op, {});
      const isPublic = Array.isArray(op.doc.security) && op.doc.security.length === 0;
      if (!isPublic && res.statusCode !== 401)
        problems.push(`${op.method} ${op.path} needs a token (security) but answered ${res.statusCode}`);
      // Without a body or query, a public operation has nothing to refuse as credentials.
      if (isPublic && res.statusCode === 401)
        problems.push(`${op.method} ${op.path} is documented public but answered 401`);
      const wrong = mismatch(op, res);
      if (wrong) problems.push(wrong);
    }
    expect(problems).toEqual([]);
  });

  it('documents the status and media type of every answer a signed-in caller gets', async () => {
    const problems: string[] = [];
    for (const op of ops) {
      // A logout ends the session it is called with: it gets a session of its own.
      const headers = op.path.endsWith('/auth/logout') ? await t.login(adminEmail) : admin;
      const res = await call(op, headers);
      const wrong = mismatch(op, res);
      if (wrong) problems.push(wrong);
    }
    expect(problems).toEqual([]);
  });

  it('documents 204 and 304 without a body, and the server sends none', async () => {
    for (const op of ops)
      for (const code of ['204', '304'])
        if (op.doc.responses[code])
          expect(op.doc.responses[code].content, `${op.path} ${code}`).toBeUndefined();

    const byPath = (method: string, path: string) => ops.find((o) => o.method === method && o.path === path)!;
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      headers: admin,
      payload: { name: 'page view', sessionId: crypto.randomUUID(), properties: { page: '/today' } },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${ids.userId}/dashboards`,
      headers: admin,
      payload: { title: 'To delete' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${ids.userId}/dashboards/${created.json().id}`,
      headers: admin,
    });
    const weather = await t.app.inject({ url: `/weather/${ids.siteId}/latest`, headers: admin });
    for (const [op, res] of [
      [byPath('POST', '/api/v1/analytics/events'), event],
      [byPath('DELETE', '/api/v1/users/{id}/dashboards/{dashboardId}'), deleted],
      [byPath('GET', '/weather/{siteId}/latest'), weather],
    ] as const) {
      expect(res.statusCode, `${op.path} ${res.body}`).toBe(204);
      expect(res.rawPayload.length).toBe(0);
      expect(mismatch(op, res)).toBeNull();
    }
  });

  it('documents text/plain where the server sends text', async () => {
    const op = ops.find((o) => o.path === '/api/public/license')!;
    const res = await t.app.inject({ url: '/api/public/license' });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(Object.keys(op.doc.responses['200']!.content ?? {})).toEqual(['text/plain']);
  });

  it('types every id list as an array of integer ids, as the server reads them', async () => {
    const lists = ops.flatMap((op) =>
      (op.doc.parameters ?? [])
        .filter((p) => p.in === 'query' && /^ids$|Ids$/.test(p.name))
        .map((p) => ({ op, p })),
    );
    expect(lists.length).toBeGreaterThan(10);
    for (const { op, p } of lists) {
      const where = `${op.method} ${op.path} ${p.name}`;
      expect(p.schema?.type, where).toBe('array');
      expect(p.schema?.items?.type, where).toBe('integer');
      const bad = await t.app.inject({ url: `${urlOf(op)}?${p.name}=1,abc`, headers: admin });
      expect(bad.statusCode, where).toBe(400);
      expect(bad.json().message, where).toContain(p.name);
      for (const qs of [`${p.name}=1,2`, `${p.name}=1&${p.name}=2`]) {
        const ok = await t.app.inject({ url: `${urlOf(op)}?${qs}`, headers: admin });
        if (ok.statusCode === 400) expect(ok.json().message, `${where} ${qs}`).not.toContain(p.name);
      }
    }
  });

  it('gives comment texts their 1–250 character limit, as the server applies it', async () => {
    const bodyOf = (method: string, path: string) =>
      ops.find((o) => o.method === method && o.path === path)!.doc.requestBody!.content!['application/json']!
        .schema!.properties!;
    expect(bodyOf('POST', '/api/v1/comments').comment).toMatchObject({ maxLength: 250, minLength: 1 });
    expect(bodyOf('PUT', '/api/v1/notifications/{id}/dismiss').dismissedComment).toMatchObject({
      maxLength: 250,
    });
    // A sensor of its own: the sweeps above may have deleted or moved the fixture's (setup calls).
    const sensor = (await buildSensor(t.database.db, orgId, siteId)).id;
    const post = (comment: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/comments',
        headers: admin,
        payload: { comment, resourceId: sensor, resourceType: 'SENSOR' },
      });
    expect((await post('x'.repeat(251))).statusCode).toBe(400);
    expect((await post('   ')).statusCode).toBe(400);
    const ok = await post(` ${'x'.repeat(250)} `);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().comment).toHaveLength(250);
  });
});
