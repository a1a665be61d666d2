import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagEntries, organizations, users } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildUser } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { type Auth, callAs } from '../setup-test-kit';

let t: TestContext;
let orgId: number;
let otherId: number;
let admin: Auth;
let manager: Auth;
let operator: Auth;

const call = callAs(() => t);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  orgId = (await buildOrg(db, { title: 'Fresh Mart' })).id;
  otherId = (await buildOrg(db, { title: 'Other Co' })).id;
  await buildOrg(db, { id: 275, title: 'Internal Operations' });
  admin = await t.login((await buildUser(db, orgId, { role: 'ADMIN' })).email);
  manager = await t.login((await buildUser(db, orgId, { role: 'MANAGER' })).email);
  operator = await t.login((await buildUser(db, 275, { role: 'ADMIN' })).email);
});
afterAll(() => t.close());

describe('setup: the organisation', () => {
  it('shows and changes the caller’s organisation, audited with before and after', async () => {
    expect((await call('GET', '/api/v1/setup/organization', admin)).json()).toMatchObject({
      id: orgId,
      title: 'Fresh Mart',
      timeZone: 'UTC',
    });
    const res = await call('PATCH', '/api/v1/setup/organization', admin, {
      timeZone: 'Europe/Berlin',
      country: 'de',
      temperatureUnit: 'C',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'Europe/Berlin', country: 'DE' });
    const audit = (await call('GET', '/api/v1/setup/audit?targetType=ORGANIZATION', admin)).json();
    expect(audit[0]).toMatchObject({
      action: 'ORGANIZATION_UPDATED',
      before: { timeZone: 'UTC' },
      after: { timeZone: 'Europe/Berlin' },
    });
    expect(audit[0].userName).toBeTruthy();
  });

  it('refuses bad fields by name, and non-administrators', async () => {
    const bad = await call('PATCH', '/api/v1/setup/organization', admin, {
      title: ' ',
      timeZone: 'Nowhere/City',
      logo: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('PATCH', '/api/v1/setup/organization', manager, { title: 'Mine' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/v1/setup/audit', manager)).statusCode).toBe(403);
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org?.title).toBe('Fresh Mart');
  });
});

describe('setup: the operations organisation (275)', () => {
  it('lists and creates organisations, which other administrators may not', async () => {
    const created = await call('POST', '/api/v1/setup/organizations', operator, {
      title: 'Nordic Grocers',
      country: 'SE',
      timeZone: 'Europe/Stockholm',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Nordic Grocers', sites: 0, users: 0, simulated: false });
    const withAdmin = await call('POST', '/api/v1/setup/organizations', operator, {
      title: 'Lagos Fresh',
      country: 'NG',
      timeZone: 'Africa/Lagos',
      administrator: { email: 'ada@lagosfresh.example', firstName: 'Ada', lastName: 'Obi' },
    });
    expect(withAdmin.statusCode, withAdmin.body).toBe(201);
    const [invited] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ada@lagosfresh.example'));
    expect(invited).toMatchObject({ orgId: withAdmin.json().id, role: 'ADMIN', userStatus: 'INVITED' });
    const [mail] = await mailsTo(t.app, 'ada@lagosfresh.example');
    expect(mail).toContain('Lagos Fresh');
    const ids = (await call('GET', '/api/v1/setup/organizations', operator))
      .json()
      .map((o: { id: number }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([orgId, otherId, 275, created.json().id]));
    expect((await call('GET', '/api/v1/setup/organizations', admin)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/setup/organizations', admin, { title: 'Sneaky' })).statusCode).toBe(
      403,
    );
  });

  it('sets an organisation’s feature lists, and the gates follow at once', async () => {
    const features = async () =>
      (await call('GET', '/api/v1/organizations/current/features', admin)).json().features as Record<
        string,
        boolean
      >;
    const before = await features();
    const res = await call('PUT', `/api/v1/setup/organizations/${orgId}/features`, operator, {
      entries: [
        { feature: 'EQUIPMENT', list: 'BLACKLIST' },
        { feature: 'INSIGHTS', list: 'WHITELIST' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await features();
    expect(after.EQUIPMENT).toBe(false);
    expect(after.INSIGHTS).toBe(true);
    expect(before.EQUIPMENT).toBe(true);
    const dup = await call('PUT', `/api/v1/setup/organizations/${orgId}/features`, operator, {
      entries: [
        { feature: 'EQUIPMENT', list: 'BLACKLIST' },
        { feature: 'EQUIPMENT', list: 'BLACKLIST' },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/v1/setup/organizations/${orgId}/features`, admin, { entries: [] })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/v1/setup/organizations/999999/features', operator)).statusCode).toBe(404);
    expect(await t.database.db.$count(featureFlagEntries, eq(featureFlagEntries.orgId, orgId))).toBe(2);
  });
});
