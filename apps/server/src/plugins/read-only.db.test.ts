import crypto from 'node:crypto';
import { INTERNAL_ORG_ID } from '@sw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOrganizations } from '../db/schema';
import { buildIncident } from '../modules/incidents/incident-fixtures';
import { ensureReleases } from '../modules/releases/seed-releases';
import { createTestApp, type TestContext } from '../test/app';
import { buildGateway, buildOrg, buildSensor, buildSite, buildUser } from '../test/factories';

// Internal staff switched into an organisation without a membership are read-only (issue 9): every
// write of the OpenAPI document answers 403 READ_ONLY_ACCESS and changes nothing; only the calls on
// their own session and state (and reads sent as POST) go through.

let t: TestContext;
let staff: { id: number; email: string };
let switched: { authorization: string };
const ids = {} as Record<
  'org' | 'site' | 'sensor' | 'notification' | 'sentinel' | 'gateway' | 'user',
  number
>;
const PASSWORD_CALL = '/api/v1/users/{id}/password';
/** Writes that touch only the caller's own session or state, or read with POST. */
const ALLOWED = new Set([
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/switch/organization/{id}',
  `PATCH ${PASSWORD_CALL}`,
  'POST /api/release/visit/{id}',
  'POST /api/v1/analytics/events',
  'POST /weather/multisite/latest',
]);

type Doc = { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };

/** Every write operation that takes a bearer token (public and gateway-key calls have their own security). */
function writeOperations(doc: Doc): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      if (['get', 'head', 'options'].includes(method)) continue;
      if (op.security && !op.security.some((s) => 'bearer' in s)) continue;
      out.push({ method: method.toUpperCase(), path });
    }
  return out;
}

/** A well-formed request on the target organisation's real objects, so that only the rule can refuse it. */
function request(path: string): { url: string; payload?: unknown } {
  const url = path
    .replace('/users/{id}', `/users/${path.includes('dashboards') ? staff.id : ids.user}`)
    .replace('/notifications/{id}', `/notifications/${ids.notification}`)
    .replace('/sentinels/{id}', `/sentinels/${ids.sentinel}`)
    .replace('/gateways/{id}', `/gateways/${ids.gateway}`)
    .replace(/\{[^}]+\}/g, '1');
  const bodies: Record<string, unknown> = {
    '/api/v1/users/invite': { email: `${crypto.randomUUID()}@test.example`, role: 'ADMIN' },
    '/api/v1/users/{id}/status': { userStatus: 'SUSPENDED' },
    '/api/v1/users/{id}/dashboards': { title: 'Mine', config: {}, isDefault: true },
    '/api/v1/notifications/{id}/dismiss': { dismissedComment: 'Dismissed by support' },
    '/api/v1/comments': { comment: 'Support was here', resourceId: ids.sensor, resourceType: 'SENSOR' },
  };
  return { url, payload: bodies[path] };
}

const TABLES = [
  'users',
  'user_organizations',
  'notifications',
  'incidents',
  'sentinels',
  'comments',
  'dashboards',
  'gateways',
  'account_tokens',
  'audit_log',
];

/** A fingerprint of every row of the tables a write could change. */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await t.database.query<{ h: string | null }>(
      `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`,
    );
    out[table] = row!.h ?? '';
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await buildOrg(db, { id: INTERNAL_ORG_ID, title: 'Internal Operations' });
  const org = await buildOrg(db, { title: 'Customer' });
  ids.org = org.id;
  ids.site = (await buildSite(db, org.id)).id;
  ids.user = (await buildUser(db, org.id, { role: 'VIEWER' })).id;
  const gw = await buildGateway(db, org.id, ids.site);
  ids.gateway = gw.gateway.id;
  ids.sensor = (await buildSensor(db, org.id, ids.site, { gatewayId: gw.gateway.id })).id;
  const incident = await buildIncident(db, {
    orgId: org.id,
    siteId: ids.site,
    sensorId: ids.sensor,
    createdAt: new Date(Date.now() - 3_600_000),
    logs: [[0, 'HIGH']],
  });
  ids.notification = incident.notifications[0]!;
  ids.sentinel = incident.sentinel;
  await ensureReleases(t.database);
  staff = await buildUser(db, INTERNAL_ORG_ID, { email: `ops-${crypto.randomUUID()}@internal.test` });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/switch/organization/${org.id}`,
    headers: await t.login(staff.email),
  });
  expect(res.statusCode).toBe(200);
  switched = { authorization: `Bearer ${res.json().accessToken}` };
});
afterAll(() => t.close());

describe('internal staff switched in without a membership', () => {
  it('get 403 READ_ONLY_ACCESS on every write of the OpenAPI document, and nothing changes', async () => {
    const ops = writeOperations(t.app.swagger() as unknown as Doc).filter(
      (o) => !ALLOWED.has(`${o.method} ${o.path}`),
    );
    // The families the issue names are among them.
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['PUT /api/v1/notifications/{id}/dismiss', 'POST /api/v1/comments']),
    );
    const before = await snapshot();
    const results = [];
    for (const op of ops) {
      const { url, payload } = request(op.path);
      const res = await t.app.inject({
        method: op.method as 'POST',
        url,
        headers: switched,
        ...(payload ? { payload: payload as object } : {}),
      });
      const body = res.body ? res.json() : {};
      results.push({
        op: `${op.method} ${op.path}`,
        status: res.statusCode,
        code: body.code,
        message: body.message,
      });
    }
    expect(results).toEqual(
      ops.map((op) => ({
        op: `${op.method} ${op.path}`,
        status: 403,
        code: 'READ_ONLY_ACCESS',
        message: expect.stringMatching(/^Read-only access: /),
      })),
    );
    expect(await snapshot()).toEqual(before);
    // Reads still work.
    const list = await t.app.inject({ url: '/api/v1/auth/user', headers: switched });
    expect(list.statusCode).toBe(200);
  });

  it('may still use their own session: analytics, What’s New, own password, switching back', async () => {
    const events = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      headers: switched,
      payload: { name: 'page view', sessionId: crypto.randomUUID(), properties: {} },
    });
    expect(events.statusCode).toBe(204);
    const weather = await t.app.inject({
      method: 'POST',
      url: '/weather/multisite/latest',
      headers: switched,
      payload: [ids.site],
    });
    expect(weather.statusCode).toBe(200);
    const password = await t.app.inject({
      method: 'PATCH',
      url: PASSWORD_CALL.replace('{id}', String(staff.id)),
      headers: switched,
      payload: { oldPassword: 'wrong-password-123', newPassword: 'x', newPasswordVerify: 'x' },
    });
    expect(password.statusCode).not.toBe(403);
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/switch/organization/${INTERNAL_ORG_ID}`,
      headers: switched,
    });
    expect(back.statusCode).toBe(200);
  });

  it('with a membership, staff act with that membership’s role', async () => {
    const member = await buildUser(t.database.db, INTERNAL_ORG_ID, {
      email: `ops-member-${crypto.randomUUID()}@internal.test`,
    });
    await t.database.db
      .insert(userOrganizations)
      .values({ userId: member.id, orgId: ids.org, role: 'VIEWER' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/switch/organization/${ids.org}`,
      headers: await t.login(member.email),
    });
    const headers = { authorization: `Bearer ${res.json().accessToken}` };
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers,
      payload: { comment: 'A member may comment', resourceId: ids.sensor, resourceType: 'SENSOR' },
    });
    expect(comment.statusCode).toBe(201);
  });
});
