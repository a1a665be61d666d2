import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, incidents, sentinels, sites } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildGateway, buildOrg, buildSite } from '../../../test/factories';
import { type Auth, callAs, signInSetupCallers } from '../setup-test-kit';

let t: TestContext;
let orgId: number;
let admin: Auth;
let manager: Auth;
let siteAdmin: Auth;
let scopedSiteId: number;
let foreignSiteId: number;

const call = callAs(() => t);

const kolkata = {
  title: 'Bandra West',
  address: '12 Hill Road, Mumbai',
  latitude: 19.0596,
  longitude: 72.8295,
  timeZone: 'Asia/Kolkata',
  country: 'in',
  siteType: 'supermarket',
  floorAreaM2: 1850,
  co2FactorKgPerKwh: 0.71,
  openingHours: {
    mon: { open: 480, close: 1320 },
    tue: { open: 480, close: 1320 },
    wed: { open: 480, close: 1320 },
    thu: { open: 480, close: 1320 },
    fri: { open: 480, close: 1380 },
    sat: { open: 540, close: 1380 },
    sun: null,
  },
  externalId: 'IN-MUM-001',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  orgId = org.id;
  const other = await buildOrg(db);
  foreignSiteId = (await buildSite(db, other.id)).id;
  scopedSiteId = (await buildSite(db, org.id)).id;
  ({ admin, manager, siteAdmin } = await signInSetupCallers(t, org.id, scopedSiteId));
});
afterAll(() => t.close());

describe('setup sites', () => {
  let createdId: number;

  it('creates a site that the product lists at once, audited with its fields', async () => {
    const res = await call('POST', '/api/v1/setup/sites', admin, kolkata);
    expect(res.statusCode, res.body).toBe(201);
    const site = res.json();
    createdId = site.id;
    expect(site).toMatchObject({
      title: 'Bandra West',
      country: 'IN',
      timeZone: 'Asia/Kolkata',
      archivedAt: null,
    });
    expect(site.counts).toEqual({ spaces: 0, equipment: 0, gateways: 0, sensors: 0, sentinels: 0 });
    const listed = (await call('GET', '/api/v1/sites/online-status', admin)).json();
    expect(JSON.stringify(listed)).toContain('Bandra West');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'SITE_CREATED')));
    expect(entry?.targetId).toBe(String(createdId));
    expect(entry?.payload).toMatchObject({
      before: null,
      after: { title: 'Bandra West', floorAreaM2: 1850 },
    });
  });

  it('names each field at fault, and refuses a taken external id with 409', async () => {
    const res = await call('POST', '/api/v1/setup/sites', admin, {
      ...kolkata,
      externalId: 'X-2',
      latitude: 123,
      timeZone: 'Mars/Olympus',
      openingHours: { ...kolkata.openingHours, mon: { open: 600, close: 500 } },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['latitude', 'timeZone', 'openingHours.mon.close']));
    const dup = await call('POST', '/api/v1/setup/sites', admin, kolkata);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('externalId');
    expect(await t.database.db.$count(sites, eq(sites.orgId, orgId))).toBe(2);
  });

  it('changes only the fields sent, recording before and after', async () => {
    const res = await call('PATCH', `/api/v1/setup/sites/${createdId}`, admin, { floorAreaM2: 1900 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ floorAreaM2: 1900, title: 'Bandra West' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'SITE_UPDATED')));
    expect(entry?.payload).toMatchObject({ before: { floorAreaM2: 1850 }, after: { floorAreaM2: 1900 } });
  });

  it('archives a site out of the product lists (its gateways refused, its incidents closed) and restores it', async () => {
    const db = t.database.db;
    const gw = await buildGateway(db, orgId, createdId);
    const [sentinel] = await db
      .insert(sentinels)
      .values({ orgId, siteId: createdId, sentinelType: 'TEMPERATURE_RANGE', title: 'Cold room' })
      .returning();
    const [open] = await db
      .insert(incidents)
      .values({
        orgId,
        siteId: createdId,
        sentinelId: sentinel!.id,
        sentinelType: 'TEMPERATURE_RANGE',
        priority: 'HIGH',
        createdAt: new Date(),
      })
      .returning();
    const archived = await call('POST', `/api/v1/setup/sites/${createdId}/archive`, admin);
    expect(archived.json().archivedAt).not.toBeNull();
    expect(archived.json().counts).toMatchObject({ gateways: 1, sentinels: 1, sensors: 0 });
    expect(JSON.stringify((await call('GET', '/api/v1/sites/online-status', admin)).json())).not.toContain(
      'Bandra West',
    );
    expect(
      (await call('GET', '/api/v1/setup/sites?archived=true', admin)).json().map((s: { id: number }) => s.id),
    ).toEqual([createdId]);
    const [closed] = await db.select().from(incidents).where(eq(incidents.id, open!.id));
    expect(closed).toMatchObject({ resolved: true, dismissedComment: 'Site archived' });
    const ingest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ingest/readings',
      headers: { 'x-api-key': gw.apiKey },
      payload: { readings: [] },
    });
    expect(ingest.statusCode).toBe(403);
    expect(ingest.json().message).toMatch(/archived/);
    const restored = await call('POST', `/api/v1/setup/sites/${createdId}/restore`, admin);
    expect(restored.json().archivedAt).toBeNull();
  });

  it('writes for ADMINs only; a site administrator edits only their sites and creates none', async () => {
    expect((await call('POST', '/api/v1/setup/sites', manager, kolkata)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/setup/sites', manager)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/v1/setup/sites', siteAdmin, { ...kolkata, externalId: null })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/v1/setup/sites/${scopedSiteId}`, siteAdmin, { title: 'Renamed' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/v1/setup/sites/${createdId}`, siteAdmin, { title: 'Nope' })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/v1/setup/sites', siteAdmin)).json().map((s: { id: number }) => s.id),
    ).toEqual([scopedSiteId]);
  });

  it("answers 404 for another organisation's site and changes nothing", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/v1/setup/sites/${foreignSiteId}`, undefined],
      ['PATCH', `/api/v1/setup/sites/${foreignSiteId}`, { title: 'Taken over' }],
      ['POST', `/api/v1/setup/sites/${foreignSiteId}/archive`, undefined],
    ] as const) {
      expect((await call(method, url, admin, body)).statusCode).toBe(404);
    }
    const [foreign] = await t.database.db.select().from(sites).where(eq(sites.id, foreignSiteId));
    expect(foreign?.title).not.toBe('Taken over');
    expect(foreign?.archivedAt).toBeNull();
  });
});
