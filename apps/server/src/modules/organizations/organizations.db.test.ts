import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagEntries } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildOrg, buildUser } from '../../test/factories';

let t: TestContext;
const unique = (name: string) => `${name}-${crypto.randomUUID()}@test.example`;
const emails: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const listed = await buildOrg(db, {
    title: 'Listed',
    description: 'Whitelisted chain',
    country: 'GB',
    legacyId: 'L-1',
    logo: '/cdn/l.svg',
    images: ['/cdn/a.png'],
  });
  const plain = await buildOrg(db, { title: 'Plain' });
  const internal = await buildOrg(db, { id: 275, title: 'Internal' });
  await db.insert(featureFlagEntries).values([
    { feature: 'INSIGHTS', orgId: listed.id, list: 'WHITELIST' },
    { feature: 'EQUIPMENT', orgId: plain.id, list: 'BLACKLIST' },
    { feature: 'SAVINGS_ROUTING', orgId: plain.id, list: 'WHITELIST' },
    { feature: 'TEMPERATURE_REVIEW_TILE', orgId: internal.id, list: 'BLACKLIST', strict: true },
  ]);
  emails.listed = (await buildUser(db, listed.id, { email: unique('listed'), role: 'VIEWER' })).email;
  emails.plain = (await buildUser(db, plain.id, { email: unique('plain') })).email;
  emails.internal = (await buildUser(db, internal.id, { email: unique('internal') })).email;
  emails.noRole = (await buildUser(db, plain.id, { email: unique('norole'), role: null })).email;
});
afterAll(() => t.close());

describe('GET /api/v1/organizations/current', () => {
  it("answers the caller's organisation with the spec fields", async () => {
    const res = await t.app.inject({
      url: '/api/v1/organizations/current',
      headers: await t.login(emails.listed!),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Listed',
      description: 'Whitelisted chain',
      country: 'GB',
      legacyId: 'L-1',
      logo: '/cdn/l.svg',
      images: ['/cdn/a.png'],
    });
    expect(Date.parse(res.json().createdAt)).not.toBeNaN();
  });

  it('is refused (403) to a user without any role', async () => {
    const res = await t.app.inject({
      url: '/api/v1/organizations/current',
      headers: await t.login(emails.noRole!),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/v1/organizations/current/features', () => {
  const features = async (who: string) =>
    (
      await t.app.inject({ url: '/api/v1/organizations/current/features', headers: await t.login(who) })
    ).json().features;

  it('evaluates the gating rule per organisation', async () => {
    expect(await features(emails.listed!)).toEqual({
      INSIGHTS: true,
      EQUIPMENT: true,
      SAVINGS_ROUTING: false,
      TEMPERATURE_REVIEW_TILE: true,
    });
    expect(await features(emails.plain!)).toEqual({
      INSIGHTS: false, // a whitelist exists and Plain is not on it
      EQUIPMENT: false, // blacklisted
      SAVINGS_ROUTING: true, // the flag is set for Plain
      TEMPERATURE_REVIEW_TILE: true,
    });
    expect(await features(emails.internal!)).toEqual({
      INSIGHTS: true, // 275 passes a whitelist
      EQUIPMENT: true,
      SAVINGS_ROUTING: false, // a flag is only on where set
      TEMPERATURE_REVIEW_TILE: false, // strict blacklisting applies to 275
    });
  });
});
