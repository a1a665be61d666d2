import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser } from '../../test/factories';
import { ensureReleases } from '../releases';

/**
 * The isolation and role matrix over every identity route (quality guide, "Security"): no token →
 * 401; another organisation's ids → 404 (or left out of a list) with nothing changed; VIEWER and
 * MANAGER on ADMIN-only routes → 403 with nothing changed.
 */
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, to check that the matrix covers every identity operation. */
  path: string;
  /** A well-formed request of the caller's own organisation; `me` is the caller's user id. */
  url: (me: number) => string;
  body?: () => unknown;
  public?: boolean;
  adminOnly?: boolean;
  /** The same request aimed at the other organisation's resources; `list` answers 200 without them. */
  crossOrg?: { url: (me: number) => string; body?: () => unknown; list?: boolean };
}

let t: TestContext;
const ids = {} as Record<
  | 'org'
  | 'otherOrg'
  | 'admin'
  | 'viewer'
  | 'otherUser'
  | 'group'
  | 'otherGroup'
  | 'dashboard'
  | 'otherDashboard'
  | 'release',
  number
>;
const emails = {} as Record<'admin' | 'manager' | 'viewer' | 'other', string>;
const uuid = () => crypto.randomUUID();
const PW = 'Matrix-password-2026';

const ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/api/v1/auth/login',
    url: () => '/api/v1/auth/login',
    body: () => ({ email: emails.viewer, password: 'x' }),
    public: true,
  },
  { method: 'GET', path: '/api/v1/auth/user', url: () => '/api/v1/auth/user' },
  {
    method: 'POST',
    path: '/api/v1/auth/switch/organization/{id}',
    url: () => `/api/v1/auth/switch/organization/${ids.org}`,
    crossOrg: { url: () => `/api/v1/auth/switch/organization/${ids.otherOrg}` },
  },
  {
    method: 'POST',
    path: '/api/v1/users/password-forget',
    url: () => '/api/v1/users/password-forget',
    body: () => ({ email: `${uuid()}@x.example` }),
    public: true,
  },
  {
    method: 'POST',
    path: '/api/v1/users/email-password-confirm',
    url: () => '/api/v1/users/email-password-confirm',
    body: () => ({ email: emails.viewer, token: 'nope', password: PW, passwordVerify: PW }),
    public: true,
  },
  {
    method: 'GET',
    path: '/api/v1/users/invite-user-token-valid',
    url: () => '/api/v1/users/invite-user-token-valid?token=nope',
    public: true,
  },
  {
    method: 'PATCH',
    path: '/api/v1/users/{id}/password',
    url: (me) => `/api/v1/users/${me}/password`,
    body: () => ({ oldPassword: 'wrong-old-password', newPassword: PW, newPasswordVerify: PW }),
    crossOrg: { url: () => `/api/v1/users/${ids.otherUser}/password` },
  },
  {
    method: 'POST',
    path: '/api/v1/users/invite',
    url: () => '/api/v1/users/invite',
    body: () => ({ email: `${uuid()}@x.example`, role: 'VIEWER' }),
    adminOnly: true,
  },
  {
    method: 'GET',
    path: '/api/v1/users',
    url: () => `/api/v1/users?ids=${ids.admin}`,
    crossOrg: { url: () => `/api/v1/users?ids=${ids.otherUser}`, list: true },
  },
  {
    method: 'GET',
    path: '/api/v1/users/{id}',
    url: () => `/api/v1/users/${ids.admin}`,
    crossOrg: { url: () => `/api/v1/users/${ids.otherUser}` },
  },
  {
    method: 'PUT',
    path: '/api/v1/users/{id}/status',
    url: (me) => `/api/v1/users/${me}/status`,
    body: () => ({ userStatus: 'ACTIVE' }),
    adminOnly: true,
    crossOrg: { url: () => `/api/v1/users/${ids.otherUser}/status` },
  },
  {
    method: 'GET',
    path: '/api/v1/groups',
    url: () => `/api/v1/groups?ids=${ids.group}`,
    crossOrg: { url: () => `/api/v1/groups?ids=${ids.otherGroup}`, list: true },
  },
  { method: 'GET', path: '/api/v1/basics/timezones', url: () => '/api/v1/basics/timezones' },
  { method: 'GET', path: '/api/v1/organizations/current', url: () => '/api/v1/organizations/current' },
  {
    method: 'GET',
    path: '/api/v1/organizations/current/features',
    url: () => '/api/v1/organizations/current/features',
  },
  { method: 'GET', path: '/api/v1/equipment-groups', url: () => '/api/v1/equipment-groups' },
  { method: 'GET', path: '/api/v1/equipment-types', url: () => '/api/v1/equipment-types' },
  {
    method: 'POST',
    path: '/api/v1/users/{id}/dashboards',
    url: (me) => `/api/v1/users/${me}/dashboards`,
    body: () => ({ title: 'Matrix' }),
    crossOrg: { url: () => `/api/v1/users/${ids.otherUser}/dashboards` },
  },
  {
    method: 'PUT',
    path: '/api/v1/users/{id}/dashboards',
    url: (me) => `/api/v1/users/${me}/dashboards`,
    body: () => ({ id: ids.dashboard, title: 'Matrix' }),
    // Both ways in: the other organisation's user, and the other organisation's dashboard under my id.
    crossOrg: {
      url: (me) => `/api/v1/users/${me}/dashboards`,
      body: () => ({ id: ids.otherDashboard, title: 'Hijack' }),
    },
  },
  {
    method: 'DELETE',
    path: '/api/v1/users/{id}/dashboards/{dashboardId}',
    url: (me) => `/api/v1/users/${me}/dashboards/${ids.dashboard}`,
    crossOrg: { url: () => `/api/v1/users/${ids.otherUser}/dashboards/${ids.otherDashboard}` },
  },
  // Releases are global product news (no organisation); visits are keyed by the caller.
  { method: 'GET', path: '/api/release/all', url: () => '/api/release/all' },
  {
    method: 'GET',
    path: '/api/release/page/{containerId}/attachment/{resourceId}',
    url: () => `/api/release/page/${ids.release}/attachment/sign-in-notes`,
  },
  { method: 'GET', path: '/api/release/visit/{id}', url: () => `/api/release/visit/${ids.release}` },
  { method: 'POST', path: '/api/release/visit/{id}', url: () => `/api/release/visit/${ids.release}` },
  {
    method: 'POST',
    path: '/api/v1/analytics/events',
    url: () => '/api/v1/analytics/events',
    body: () => ({ name: 'page view', sessionId: uuid(), properties: {} }),
  },
  { method: 'GET', path: '/api/public/license', url: () => '/api/public/license', public: true },
  // Last: it ends the session the other calls use.
  { method: 'POST', path: '/api/v1/auth/logout', url: () => '/api/v1/auth/logout' },
];

const IDENTITY_TAGS = new Set(['identity', 'users', 'organizations', 'catalogue', 'releases', 'analytics']);

/** Every row an identity route could change, to compare before and after refused calls. */
async function snapshot() {
  const db = t.database.db;
  const tables = [
    s.users,
    s.dashboards,
    s.accountTokens,
    s.userOrganizations,
    s.auditLog,
    s.releaseVisits,
    s.analyticsEvents,
    s.groups,
  ];
  return Promise.all(tables.map((table) => db.select().from(table)));
}

const call = (r: Route, headers: Record<string, string>, which: 'own' | 'cross' = 'own', me = ids.viewer) => {
  const url = which === 'cross' ? r.crossOrg!.url(me) : r.url(me);
  const body = which === 'cross' ? (r.crossOrg!.body ?? r.body)?.() : r.body?.();
  return t.app.inject({
    method: r.method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as never }),
  });
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.org = (await buildOrg(db)).id;
  ids.otherOrg = (await buildOrg(db)).id;
  const admin = await buildUser(db, ids.org, { email: `admin-${uuid()}@test.example` });
  const manager = await buildUser(db, ids.org, { email: `manager-${uuid()}@test.example`, role: 'MANAGER' });
  const viewer = await buildUser(db, ids.org, { email: `viewer-${uuid()}@test.example`, role: 'VIEWER' });
  const other = await buildUser(db, ids.otherOrg, { email: `other-${uuid()}@test.example` });
  Object.assign(ids, { admin: admin.id, viewer: viewer.id, otherUser: other.id });
  Object.assign(emails, {
    admin: admin.email,
    manager: manager.email,
    viewer: viewer.email,
    other: other.email,
  });
  const [g] = await db.insert(s.groups).values({ orgId: ids.org, title: 'Ours' }).returning();
  const [og] = await db.insert(s.groups).values({ orgId: ids.otherOrg, title: 'Theirs' }).returning();
  const [d] = await db
    .insert(s.dashboards)
    .values({ orgId: ids.org, userId: viewer.id, title: 'Mine' })
    .returning();
  const [od] = await db
    .insert(s.dashboards)
    .values({ orgId: ids.otherOrg, userId: other.id, title: 'Theirs' })
    .returning();
  Object.assign(ids, { group: g!.id, otherGroup: og!.id, dashboard: d!.id, otherDashboard: od!.id });
  await ensureReleases(t.database);
  const [release] = await db.select().from(s.releases).orderBy(s.releases.id);
  ids.release = release!.id;
});
afterAll(() => t.close());

describe('identity isolation and role matrix', () => {
  it('covers every identity operation of the OpenAPI document', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods))
        if (op.tags?.some((tag) => IDENTITY_TAGS.has(tag)) || path === '/api/public/license')
          documented.push(`${method.toUpperCase()} ${path}`);
    expect(ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(documented.sort());
  });

  it('answers 401 without a token (public routes excepted) and with a tampered one', async () => {
    const token = (await t.login(emails.viewer)).authorization;
    const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const r of ROUTES.filter((x) => !x.public)) {
      expect((await call(r, {})).statusCode, `${r.method} ${r.path}`).toBe(401);
      expect((await call(r, { authorization: tampered })).statusCode, `${r.method} ${r.path} tampered`).toBe(
        401,
      );
    }
  });

  it('answers 404 (or leaves them out of lists) for another organisation’s ids, changing nothing', async () => {
    for (const who of ['viewer', 'admin'] as const) {
      const headers = await t.login(emails[who]);
      // A VIEWER is refused ADMIN-only routes before any lookup (403, next test), whatever the id.
      for (const r of ROUTES.filter((x) => x.crossOrg && (who === 'admin' || !x.adminOnly))) {
        const before = await snapshot();
        const me = who === 'admin' ? ids.admin : ids.viewer;
        const res = await call(r, headers, 'cross', me);
        const label = `${who}: ${r.method} ${r.crossOrg!.url(me)}`;
        if (r.crossOrg!.list) {
          expect(res.statusCode, label).toBe(200);
          expect(res.json(), label).toEqual([]);
        } else expect(res.statusCode, label).toBe(404);
        expect(await snapshot(), label).toEqual(before);
      }
    }
  });

  it('answers 403 to VIEWER and MANAGER on ADMIN-only routes, changing nothing; ADMIN passes', async () => {
    const adminOnly = ROUTES.filter((r) => r.adminOnly);
    expect(adminOnly.length).toBeGreaterThanOrEqual(2);
    for (const who of ['viewer', 'manager'] as const) {
      const headers = await t.login(emails[who]);
      for (const r of adminOnly) {
        const before = await snapshot();
        expect((await call(r, headers)).statusCode, `${who}: ${r.method} ${r.path}`).toBe(403);
        expect(await snapshot()).toEqual(before);
      }
    }
    const admin = await t.login(emails.admin);
    for (const r of adminOnly)
      expect((await call(r, admin)).statusCode, `admin: ${r.method} ${r.path}`).toBeLessThan(300);
  });

  it('lets every signed-in role make the well-formed own-organisation calls', async () => {
    const headers = await t.login(emails.viewer);
    for (const r of ROUTES.filter((x) => !x.adminOnly && !x.public)) {
      const res = await call(r, headers);
      // The wrong old password is the only refusal expected here (it is the request's own fault).
      const expected = r.path === '/api/v1/users/{id}/password' ? 400 : undefined;
      if (expected) expect(res.statusCode).toBe(expected);
      else expect(res.statusCode, `${r.method} ${r.path} ${res.body.slice(0, 100)}`).toBeLessThan(300);
    }
  });
});
