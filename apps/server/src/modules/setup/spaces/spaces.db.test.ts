import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaces } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildOrg, buildSensor, buildSite } from '../../../test/factories';
import { buildSentinel, buildSpace } from '../../../test/setup-factories-equipment';
import { buildControlBoard, buildEquipment } from '../../../test/telemetry-factories';
import { type Auth, auditRows, callAs, fields, signInSetupCallers } from '../setup-test-kit';

let t: TestContext;
let orgId: number;
let admin: Auth;
let manager: Auth;
let siteAdmin: Auth;
let siteId: number;
let scopedSiteId: number;
let archivedSiteId: number;
let foreignSiteId: number;
let foreignSpaceId: number;

const call = callAs(() => t);
const auditOf = (action: string, targetId: number) => auditRows(t, orgId, action, targetId);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  orgId = org.id;
  siteId = (await buildSite(db, orgId)).id;
  scopedSiteId = (await buildSite(db, orgId)).id;
  archivedSiteId = (await buildSite(db, orgId, { archivedAt: new Date() })).id;
  const other = await buildOrg(db);
  foreignSiteId = (await buildSite(db, other.id)).id;
  foreignSpaceId = (await buildSpace(db, other.id, foreignSiteId, { title: 'Theirs' })).id;
  ({ admin, manager, siteAdmin } = await signInSetupCallers(t, orgId, scopedSiteId));
});
afterAll(() => t.close());

describe('setup spaces', () => {
  let spaceId: number;

  it('creates a space, audited, listed per site with what points at it', async () => {
    const res = await call('POST', '/api/v1/setup/spaces', admin, {
      siteId,
      title: 'Sales Floor',
      description: 'Front of store',
      spaceType: 'SALES_FLOOR',
      externalId: 'SP-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    spaceId = res.json().id;
    expect(res.json()).toMatchObject({
      siteId,
      title: 'Sales Floor',
      spaceType: 'SALES_FLOOR',
      externalId: 'SP-1',
      counts: { equipment: 0, sensors: 0, controlBoards: 0, sentinels: 0 },
    });
    const list = (await call('GET', `/api/v1/setup/spaces?siteId=${siteId}`, admin)).json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([spaceId]);
    // The product's own spaces list has it at once.
    const product = await call('GET', `/api/v1/spaces?siteIds=${siteId}`, admin);
    expect(JSON.stringify(product.json())).toContain('Sales Floor');
    const [entry] = await auditOf('SPACE_CREATED', spaceId);
    expect(entry?.payload).toMatchObject({
      before: null,
      after: { title: 'Sales Floor', spaceType: 'SALES_FLOOR' },
    });
  });

  it('takes the seed’s kinds (ROOM by default, ROOF) and names each field at fault', async () => {
    const room = await call('POST', '/api/v1/setup/spaces', admin, { siteId, title: 'Back Room' });
    expect(room.json().spaceType).toBe('ROOM');
    const roof = await call('POST', '/api/v1/setup/spaces', admin, {
      siteId,
      title: 'Rooftop',
      spaceType: 'ROOF',
    });
    expect(roof.statusCode).toBe(201);
    const bad = await call('POST', '/api/v1/setup/spaces', admin, {
      siteId,
      title: ' ',
      spaceType: 'CELLAR',
      externalId: 'no spaces',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['title', 'spaceType', 'externalId']));
    const extra = await call('POST', '/api/v1/setup/spaces', admin, { siteId, title: 'X', orgId: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a taken external id with 409 on the field', async () => {
    const dup = await call('POST', '/api/v1/setup/spaces', admin, {
      siteId,
      title: 'Copy',
      externalId: 'SP-1',
    });
    expect(dup.statusCode).toBe(409);
    expect(fields(dup)).toEqual(['externalId']);
  });

  it('changes only the fields sent, audited before and after; a space stays on its site', async () => {
    const res = await call('PATCH', `/api/v1/setup/spaces/${spaceId}`, admin, { title: 'Shop Floor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Shop Floor',
      description: 'Front of store',
      externalId: 'SP-1',
    });
    const [entry] = await auditOf('SPACE_UPDATED', spaceId);
    expect(entry?.payload).toMatchObject({
      before: { title: 'Sales Floor' },
      after: { title: 'Shop Floor' },
    });
    const move = await call('PATCH', `/api/v1/setup/spaces/${spaceId}`, admin, { siteId: scopedSiteId });
    expect(move.statusCode).toBe(400);
  });

  it('refuses to delete a space while anything points at it, then deletes it, audited', async () => {
    const db = t.database.db;
    const eq1 = await buildEquipment(db, orgId, siteId, { spaceId });
    const sensor = await buildSensor(db, orgId, siteId, { spaceId });
    const board = await buildControlBoard(db, orgId, siteId);
    await t.database.query('update control_boards set space_id = $1 where id = $2', [spaceId, board.id]);
    const rule = await buildSentinel(db, orgId, siteId, { spaceId });
    const refused = await call('DELETE', `/api/v1/setup/spaces/${spaceId}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The space still has 1 equipment item, 1 sensor, 1 control board, 1 alert rule; move or delete them first',
    );
    await t.database.query('update equipment set space_id = null where id = $1', [eq1.id]);
    await t.database.query('update sensors set space_id = null where id = $1', [sensor.id]);
    await t.database.query('update control_boards set space_id = null where id = $1', [board.id]);
    await t.database.query('update sentinels set deleted_at = now() where id = $1', [rule.id]);
    const res = await call('DELETE', `/api/v1/setup/spaces/${spaceId}`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expect(await db.$count(spaces, eq(spaces.id, spaceId))).toBe(0);
    const [entry] = await auditOf('SPACE_DELETED', spaceId);
    expect(entry?.payload).toMatchObject({ before: { title: 'Shop Floor' }, after: null });
  });

  it("answers 404 for another organisation's space or site and changes nothing", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/v1/setup/spaces/${foreignSpaceId}`, undefined],
      ['PATCH', `/api/v1/setup/spaces/${foreignSpaceId}`, { title: 'Taken over' }],
      ['DELETE', `/api/v1/setup/spaces/${foreignSpaceId}`, undefined],
      ['GET', `/api/v1/setup/spaces?siteId=${foreignSiteId}`, undefined],
    ] as const)
      expect((await call(method, url, admin, body)).statusCode, `${method} ${url}`).toBe(404);
    const created = await call('POST', '/api/v1/setup/spaces', admin, {
      siteId: foreignSiteId,
      title: 'Sneaky',
    });
    expect(created.statusCode).toBe(400);
    expect(fields(created)).toEqual(['siteId']);
    const [theirs] = await t.database.db.select().from(spaces).where(eq(spaces.id, foreignSpaceId));
    expect(theirs?.title).toBe('Theirs');
    expect(await t.database.db.$count(spaces, eq(spaces.siteId, foreignSiteId))).toBe(1);
  });

  it('is for ADMINs only; a site administrator manages the spaces of their sites only', async () => {
    expect((await call('GET', `/api/v1/setup/spaces?siteId=${siteId}`, manager)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/setup/spaces', manager, { siteId, title: 'M' })).statusCode).toBe(
      403,
    );
    const own = await call('POST', '/api/v1/setup/spaces', siteAdmin, {
      siteId: scopedSiteId,
      title: 'Mine',
    });
    expect(own.statusCode).toBe(201);
    expect(
      (await call('PATCH', `/api/v1/setup/spaces/${own.json().id}`, manager, { title: 'M' })).statusCode,
    ).toBe(403);
    const elsewhere = await call('POST', '/api/v1/setup/spaces', siteAdmin, { siteId, title: 'Not mine' });
    expect(elsewhere.statusCode).toBe(400);
    const roof = (await call('GET', `/api/v1/setup/spaces?siteId=${siteId}`, admin)).json()[0];
    expect(
      (await call('PATCH', `/api/v1/setup/spaces/${roof.id}`, siteAdmin, { title: 'Nope' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/v1/setup/spaces?siteId=${siteId}`, siteAdmin)).statusCode).toBe(404);
  });

  it('takes nothing new on an archived site', async () => {
    const res = await call('POST', '/api/v1/setup/spaces', admin, { siteId: archivedSiteId, title: 'Late' });
    expect(res.statusCode).toBe(409);
  });
});
