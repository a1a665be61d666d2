import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlBoards, schedulers, sensors } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { buildGateway, buildSensor } from '../../../test/factories';
import { buildDeviceSetupWorld, buildSpace } from '../../../test/setup-factories-devices';
import { buildControlBoard, buildEquipment, buildScheduler } from '../../../test/telemetry-factories';
import { auditRows } from '../setup-test-kit';

let t: TestContext;
let w: Awaited<ReturnType<typeof buildDeviceSetupWorld>>;
let gatewayId: number;
let spaceId: number;

const body = (o: object = {}) => ({
  siteId: w.site.id,
  gatewayId,
  spaceId,
  title: 'Lighting board',
  description: 'Sales floor lighting relays',
  uuid: 'cb-7781',
  vendor: 'Lumacontrol',
  model: 'LC-8',
  ...o,
});
const audits = (action: string) => auditRows(t, w.org.id, action);

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDeviceSetupWorld(t);
  gatewayId = (await buildGateway(w.db, w.org.id, w.site.id)).gateway.id;
  spaceId = (await buildSpace(w.db, w.org.id, w.site.id, { title: 'Sales floor' })).id;
});
afterAll(() => t.close());

describe('setup control boards', () => {
  let id: number;

  it('creates a board on a gateway and space of its site, listed with them, audited', async () => {
    const res = await w.call('POST', '/api/v1/setup/control-boards', w.admin, body());
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      gatewayId,
      spaceId,
      spaceTitle: 'Sales floor',
      sensorCount: 0,
      model: 'LC-8',
    });
    const listed = await w.call(
      'GET',
      `/api/v1/setup/control-boards?siteId=${w.site.id}&gatewayId=${gatewayId}`,
      w.admin,
    );
    expect(listed.json().map((b: { id: number }) => b.id)).toEqual([id]);
    const [entry] = await audits('CONTROL_BOARD_CREATED');
    expect(entry?.payload).toMatchObject({
      before: null,
      after: { title: 'Lighting board', uuid: 'cb-7781' },
    });
  });

  it('names the fields at fault and refuses a uuid the organisation already has (409)', async () => {
    const elsewhere = await buildGateway(w.db, w.org.id, w.scopedSite.id);
    const foreignSpace = await buildSpace(w.db, w.other.id, w.foreignSite.id);
    const bad = await w.call(
      'POST',
      '/api/v1/setup/control-boards',
      w.admin,
      body({ title: '', uuid: '', vendor: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['title', 'uuid', 'vendor']),
    );
    for (const [o, field, message] of [
      [{ gatewayId: elsewhere.gateway.id }, 'gatewayId', /another site/],
      [{ spaceId: foreignSpace.id }, 'spaceId', /Unknown space/],
      [{ siteId: w.foreignSite.id }, 'siteId', /Unknown site/],
    ] as const) {
      const res = await w.call('POST', '/api/v1/setup/control-boards', w.admin, body({ ...o, uuid: 'cb-x' }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field, message: expect.stringMatching(message) });
    }
    const dup = await w.call(
      'POST',
      '/api/v1/setup/control-boards',
      w.admin,
      body({ siteId: w.scopedSite.id, gatewayId: null, spaceId: null }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('uuid');
    expect(await w.db.$count(controlBoards, eq(controlBoards.orgId, w.org.id))).toBe(1);
  });

  it('edits only the fields sent, recording before and after', async () => {
    const res = await w.call('PATCH', `/api/v1/setup/control-boards/${id}`, w.admin, {
      title: 'Lights',
      gatewayId: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Lights', gatewayId: null, spaceId, vendor: 'Lumacontrol' });
    const [entry] = await audits('CONTROL_BOARD_UPDATED');
    expect(entry?.payload).toMatchObject({
      before: { title: 'Lighting board', gatewayId },
      after: { title: 'Lights', gatewayId: null },
    });
    const moved = await w.call('PATCH', `/api/v1/setup/control-boards/${id}`, w.admin, {
      siteId: w.scopedSite.id,
    });
    expect(moved.statusCode).toBe(400);
  });

  it('refuses to delete a board with paired sensors or schedulers, then deletes it', async () => {
    const sensor = await buildSensor(w.db, w.org.id, w.site.id, {
      controlBoardId: id,
      sensorType: 'ACTUATOR',
      unit: 'state',
    });
    const equipment = await buildEquipment(w.db, w.org.id, w.site.id);
    const scheduler = await buildScheduler(w.db, w.org.id, w.site.id, equipment.id, { controlBoardId: id });
    const refused = await w.call('DELETE', `/api/v1/setup/control-boards/${id}`, w.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/1 paired sensor, 1 scheduler/);
    await w.db.update(sensors).set({ controlBoardId: null }).where(eq(sensors.id, sensor.id));
    await w.db.update(schedulers).set({ controlBoardId: null }).where(eq(schedulers.id, scheduler.id));
    expect((await w.call('DELETE', `/api/v1/setup/control-boards/${id}`, w.admin)).statusCode).toBe(204);
    const [entry] = await audits('CONTROL_BOARD_DELETED');
    expect(entry?.payload).toMatchObject({ before: { id, title: 'Lights' }, after: null });
  });

  it('is for ADMINs of the site; another organisation’s board answers 404 and stays as it was', async () => {
    expect(
      (await w.call('GET', `/api/v1/setup/control-boards?siteId=${w.site.id}`, w.manager)).statusCode,
    ).toBe(403);
    const mine = await buildControlBoard(w.db, w.org.id, w.site.id);
    expect(
      (await w.call('PATCH', `/api/v1/setup/control-boards/${mine.id}`, w.manager, { title: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.call('PATCH', `/api/v1/setup/control-boards/${mine.id}`, w.siteAdmin, { title: 'x' }))
        .statusCode,
    ).toBe(404);
    const own = await w.call(
      'POST',
      '/api/v1/setup/control-boards',
      w.siteAdmin,
      body({ siteId: w.scopedSite.id, gatewayId: null, spaceId: null, uuid: 'cb-s' }),
    );
    expect(own.statusCode, own.body).toBe(201);
    const foreign = await buildControlBoard(w.db, w.other.id, w.foreignSite.id);
    for (const [method, url, payload] of [
      ['GET', `/api/v1/setup/control-boards/${foreign.id}`, undefined],
      ['GET', `/api/v1/setup/control-boards?siteId=${w.foreignSite.id}`, undefined],
      ['PATCH', `/api/v1/setup/control-boards/${foreign.id}`, { title: 'Taken over' }],
      ['DELETE', `/api/v1/setup/control-boards/${foreign.id}`, undefined],
    ] as const) {
      expect((await w.call(method, url, w.admin, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await w.db.select().from(controlBoards).where(eq(controlBoards.id, foreign.id));
    expect(row?.title).toBe(foreign.title);
  });
});
