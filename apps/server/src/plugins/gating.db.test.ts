import crypto from 'node:crypto';
import { FEATURE_NOT_AVAILABLE, type GatedFeature, PASSWORD_UPDATE_REQUIRED } from '@sw/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagEntries } from '../db/schema';
import { createTestApp, type TestContext } from '../test/app';
import { buildOrg, buildSite, buildUser, TEST_PASSWORD } from '../test/factories';
import { buildEquipment } from '../test/telemetry-factories';
import { registerErrorHandler } from './errors';
import { registerGating } from './gating';

// Issue 9: gated features are enforced by the server, and an enforced password update blocks data calls.
let t: TestContext;
const unique = (name: string) => `${name}-${crypto.randomUUID()}@test.example`;
const ids: Record<string, number> = {};
const emails: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const allowed = await buildOrg(db, { title: 'Allowed' });
  const denied = await buildOrg(db, { title: 'Denied' });
  ids.allowed = allowed.id;
  ids.denied = denied.id;
  await db.insert(featureFlagEntries).values([
    { feature: 'EQUIPMENT', orgId: denied.id, list: 'BLACKLIST' },
    { feature: 'INSIGHTS', orgId: allowed.id, list: 'WHITELIST' },
    { feature: 'TEMPERATURE_REVIEW_TILE', orgId: denied.id, list: 'BLACKLIST' },
  ]);
  for (const [name, org] of [
    ['allowed', allowed.id],
    ['denied', denied.id],
  ] as const) {
    emails[name] = (await buildUser(db, org, { email: unique(name) })).email;
    const site = await buildSite(db, org);
    ids[`${name}Equipment`] = (await buildEquipment(db, org, site.id, { title: 'Cooler' })).id;
  }
  emails.oldPassword = (
    await buildUser(db, allowed.id, {
      email: unique('old'),
      passwordUpdatedAt: new Date('2023-03-01T09:00:00Z'),
    })
  ).email;
  emails.noPasswordDate = (
    await buildUser(db, allowed.id, { email: unique('nodate'), passwordUpdatedAt: null })
  ).email;
});
afterAll(() => t.close());

const get = async (url: string, who: string) => t.app.inject({ url, headers: await t.login(who) });

describe('EQUIPMENT: its data routes answer 403 to a denied organisation', () => {
  const urls = (name: string) => [
    `/api/v1/equipment/${ids[`${name}Equipment`]}/`,
    `/timeseries/energy/equipment/${ids[`${name}Equipment`]}/series?from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z`,
    `/timeseries/energy/equipment/${ids[`${name}Equipment`]}/recent-power`,
  ];

  it('denied → 403 FEATURE_NOT_AVAILABLE with a message', async () => {
    for (const url of urls('denied')) {
      const res = await get(url, emails.denied!);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({
        message: 'Equipment is not available for your organisation.',
        code: FEATURE_NOT_AVAILABLE,
      });
    }
  });

  it('allowed → 200', async () => {
    for (const url of urls('allowed')) expect((await get(url, emails.allowed!)).statusCode, url).toBe(200);
  });

  it('the equipment list stays open (incident filters and site pages read it)', async () => {
    expect((await get('/api/v1/equipment', emails.denied!)).statusCode).toBe(200);
  });
});

describe('every gated feature through the route option', () => {
  // The gate itself, with a probe route per feature: INSIGHTS and TEMPERATURE_REVIEW_TILE have no
  // data route yet; their routes name the feature in `config.feature` when they are built.
  let probe: FastifyInstance;
  beforeAll(async () => {
    probe = Fastify();
    probe.decorate('config', t.app.config);
    probe.decorate('db', t.database.db);
    registerErrorHandler(probe);
    probe.decorateRequest('auth', null as never);
    probe.addHook('onRequest', async (req) => {
      req.auth = {
        userId: 1,
        orgId: Number(req.headers['x-org']),
        homeOrgId: 1,
        role: 'ADMIN',
        siteScope: 'ALL',
        readOnly: false,
        tokenId: 'probe',
        tokenExpiresAt: Date.now() + 60_000,
      };
    });
    registerGating(probe);
    for (const feature of ['INSIGHTS', 'EQUIPMENT', 'TEMPERATURE_REVIEW_TILE'] satisfies GatedFeature[])
      probe.get(`/probe/${feature}`, { config: { feature } }, async () => ({ ok: true }));
    await probe.ready();
  });
  afterAll(() => probe.close());

  it.each([
    ['INSIGHTS', 'denied', 403],
    ['INSIGHTS', 'allowed', 200],
    ['EQUIPMENT', 'denied', 403],
    ['EQUIPMENT', 'allowed', 200],
    ['TEMPERATURE_REVIEW_TILE', 'denied', 403],
    ['TEMPERATURE_REVIEW_TILE', 'allowed', 200],
  ] as const)('%s for the %s organisation → %i', async (feature, org, status) => {
    const res = await probe.inject({ url: `/probe/${feature}`, headers: { 'x-org': String(ids[org]) } });
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().code).toBe(FEATURE_NOT_AVAILABLE);
  });
});

describe('an enforced password update (spec 1 §4)', () => {
  it.each(['oldPassword', 'noPasswordDate'])(
    'blocks data calls of %s with 403 PASSWORD_UPDATE_REQUIRED',
    async (who) => {
      for (const url of [
        '/api/v1/sites',
        '/api/v1/incidents',
        `/api/v1/equipment/${ids.allowedEquipment}/`,
      ]) {
        const res = await get(url, emails[who]!);
        expect(res.statusCode, url).toBe(403);
        expect(res.json(), url).toEqual({
          message: 'Your password must be updated before you can continue.',
          code: PASSWORD_UPDATE_REQUIRED,
        });
      }
    },
  );

  it('keeps the session, the organisation, its gates and What’s New', async () => {
    for (const url of [
      '/api/v1/auth/user',
      '/api/v1/organizations/current',
      '/api/v1/organizations/current/features',
      '/api/release/all',
    ])
      expect((await get(url, emails.oldPassword!)).statusCode, url).toBe(200);
  });

  it('lets the password be changed, after which data calls answer', async () => {
    const headers = await t.login(emails.oldPassword!);
    const me = await t.app.inject({ url: '/api/v1/auth/user', headers });
    const fresh = 'A-fresh-password-for-2026';
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${me.json().id}/password`,
      headers,
      payload: { oldPassword: TEST_PASSWORD, newPassword: fresh, newPasswordVerify: fresh },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await t.app.inject({
      url: '/api/v1/sites',
      headers: { authorization: `Bearer ${changed.json().accessToken}` },
    });
    expect(after.statusCode).toBe(200);
  });

  it('does not touch users with a recent password', async () => {
    expect((await get('/api/v1/sites', emails.allowed!)).statusCode).toBe(200);
  });
});
