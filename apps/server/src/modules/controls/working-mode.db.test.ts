import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessResources, auditLog, controlBoards, deviceCommands, sensors } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSite, buildUser } from '../../test/factories';
import {
  buildControlBoard,
  buildEquipment,
  buildScheduler,
  buildThermostat,
} from '../../test/telemetry-factories';

let t: TestContext;
const h: Record<string, { authorization: string }> = {};
const ids = { thermostat: 0, scheduler: 0, board: 0, equipment: 0, site: 0, otherSite: 0, theirs: 0 };

const paths = {
  THERMOSTAT: (id: number) => `/api/v1/thermostat/controls/${id}/working-mode`,
  SCHEDULER: (id: number) => `/api/v1/schedulers/${id}/working-mode`,
  TEMPERATURE: (id: number) => `/api/v1/temperature/${id}/working-mode`,
} as const;
type Kind = keyof typeof paths;

const patch = (url: string, headers: { authorization: string }, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url, headers, payload: payload as object });
const commandCount = async () => (await t.database.db.select().from(deviceCommands)).length;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  const them = await buildOrg(db);
  const site = await buildSite(db, org.id);
  const otherSite = await buildSite(db, org.id);
  const { gateway } = await buildGateway(db, org.id, site.id);
  const eq1 = await buildEquipment(db, org.id, site.id, { title: 'Supply air RTU' });
  const th = await buildThermostat(db, org.id, site.id, eq1.id, {
    gatewayId: gateway.id,
    title: 'RTU thermostat',
  });
  const board = await buildControlBoard(db, org.id, site.id);
  await db.update(controlBoards).set({ gatewayId: gateway.id }).where(eq(controlBoards.id, board.id));
  await db.insert(sensors).values({
    orgId: org.id,
    siteId: site.id,
    controlBoardId: board.id,
    title: 'Control Agent',
    uuid: `agent-${board.id}`,
    vendor: 'test',
    sensorType: 'CONTROL_AGENT',
    unit: '',
  });
  const lights = await buildEquipment(db, org.id, site.id, { title: 'Lighting' });
  const sch = await buildScheduler(db, org.id, site.id, lights.id, { controlBoardId: board.id });
  const theirSite = await buildSite(db, them.id);
  const theirEq = await buildEquipment(db, them.id, theirSite.id);
  const theirs = await buildThermostat(db, them.id, theirSite.id, theirEq.id);
  Object.assign(ids, {
    thermostat: th.id,
    scheduler: sch.id,
    board: board.id,
    equipment: eq1.id,
    site: site.id,
    otherSite: otherSite.id,
    theirs: theirs.id,
  });
  h.admin = await t.login(
    (await buildUser(db, org.id, { role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' })).email,
  );
  h.manager = await t.login(
    (await buildUser(db, org.id, { role: 'MANAGER', firstName: 'Max', lastName: 'Manager' })).email,
  );
  h.viewer = await t.login((await buildUser(db, org.id, { role: 'VIEWER' })).email);
  h.foreignAdmin = await t.login((await buildUser(db, them.id, { role: 'ADMIN' })).email);
  // A manager of the organisation's other site only: this site is not theirs.
  const scoped = await buildUser(db, org.id, { role: null });
  await db.insert(accessResources).values({
    orgId: org.id,
    userId: scoped.id,
    resourceType: 'SITE',
    resourceId: otherSite.id,
    role: 'MANAGER',
  });
  h.otherSiteManager = await t.login(scoped.email);
});
afterAll(() => t.close());

const idOf = (k: Kind) =>
  k === 'THERMOSTAT' ? ids.thermostat : k === 'SCHEDULER' ? ids.scheduler : ids.board;
const goodMode: Record<Kind, string> = {
  THERMOSTAT: 'FORCED_OFF',
  SCHEDULER: 'LIGHT_SENSOR',
  TEMPERATURE: 'CALIBRATION',
};

describe.each(['THERMOSTAT', 'SCHEDULER', 'TEMPERATURE'] as const)('PATCH %s working mode', (kind) => {
  it('refuses VIEWER (403), another organisation (404), a manager of other sites (404), no token (401): nothing sent', async () => {
    const before = await commandCount();
    const body = { workingMode: goodMode[kind], propagateConfig: true };
    expect((await patch(paths[kind](idOf(kind)), h.viewer!, body)).statusCode).toBe(403);
    expect((await patch(paths[kind](idOf(kind)), h.foreignAdmin!, body)).statusCode).toBe(404);
    expect((await patch(paths[kind](idOf(kind)), h.otherSiteManager!, body)).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'PATCH', url: paths[kind](idOf(kind)), payload: body });
    expect(anon.statusCode).toBe(401);
    expect(await commandCount()).toBe(before);
  });

  it('answers 400 with a message for a bad mode, a false propagateConfig, extra fields and a bad id', async () => {
    const before = await commandCount();
    const bad = await patch(paths[kind](idOf(kind)), h.manager!, {
      workingMode: 'TURBO',
      propagateConfig: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/workingMode must be one of SCHEDULE/);
    const noProp = await patch(paths[kind](idOf(kind)), h.manager!, {
      workingMode: 'SCHEDULE',
      propagateConfig: false,
    });
    expect(noProp.statusCode).toBe(400);
    expect(noProp.json().message).toMatch(/propagateConfig/);
    expect(
      (await patch(paths[kind](idOf(kind)), h.manager!, { workingMode: 'SCHEDULE', __proto__x: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await patch(paths[kind](idOf(kind)), h.manager!, {})).statusCode).toBe(400);
    expect(
      (await patch(paths[kind]('x' as unknown as number), h.manager!, { workingMode: 'SCHEDULE' }))
        .statusCode,
    ).toBe(400);
    expect(await commandCount()).toBe(before);
  });

  it('sends a command for a MANAGER and an ADMIN, audited with who, when, from and to', async () => {
    const res = await patch(paths[kind](idOf(kind)), h.manager!, {
      workingMode: goodMode[kind],
      propagateConfig: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: idOf(kind),
      workingMode: goodMode[kind],
      previousWorkingMode: 'SCHEDULE',
      command: {
        kind,
        controlId: idOf(kind),
        state: 'SENT',
        username: 'Max Manager',
        workingMode: goodMode[kind],
      },
    });
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'WORKING_MODE_CHANGE'), eq(auditLog.targetType, kind)));
    expect(logged?.payload).toMatchObject({
      from: 'SCHEDULE',
      to: goodMode[kind],
      commandId: body.command.id,
    });
    const second = await patch(paths[kind](idOf(kind)), h.admin!, { workingMode: 'SCHEDULE' });
    expect(second.statusCode).toBe(200);
    // The newer command supersedes the one still on its way.
    const first = await t.database.db
      .select()
      .from(deviceCommands)
      .where(eq(deviceCommands.id, body.command.id));
    expect(first[0]).toMatchObject({ state: 'FAILED', failureReason: 'Superseded by a newer command' });
  });
});

describe('the audit and the controls lists', () => {
  it('lists the commands of an equipment and a site, newest first, scoped to the organisation', async () => {
    const res = await t.app.inject({
      url: `/api/v1/control-commands/equipment/${ids.equipment}`,
      headers: h.viewer!,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as {
      kind: string;
      username: string;
      workingMode: string;
      previousWorkingMode: string;
    }[];
    expect(rows.map((r) => [r.kind, r.username, r.workingMode])).toEqual([
      ['THERMOSTAT', 'Ada Admin', 'SCHEDULE'],
      ['THERMOSTAT', 'Max Manager', 'FORCED_OFF'],
    ]);
    const site = await t.app.inject({
      url: `/api/v1/control-commands/site/${ids.site}?limit=3`,
      headers: h.admin!,
    });
    expect(site.json()).toHaveLength(3);
    expect(
      (await t.app.inject({ url: `/api/v1/control-commands/site/${ids.site}`, headers: h.foreignAdmin! }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/control-commands/site/${ids.site}?limit=0`, headers: h.admin! }))
        .statusCode,
    ).toBe(400);
  });

  it('gives the site controls of every kind in the controls order with their newest command', async () => {
    const res = await t.app.inject({ url: `/api/v1/controls/site/${ids.site}`, headers: h.viewer! });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as {
      kind: string;
      id: number;
      workingModes: string[];
      lastCommand: { state: string } | null;
    }[];
    expect(rows.map((r) => r.kind).sort()).toEqual(['SCHEDULER', 'TEMPERATURE', 'THERMOSTAT']);
    // 'Supply air RTU' ranks first (G-008).
    expect(rows[0]).toMatchObject({ kind: 'THERMOSTAT', id: ids.thermostat, lastCommand: { state: 'SENT' } });
    expect(rows.find((r) => r.kind === 'SCHEDULER')!.workingModes).toContain('LIGHT_SENSOR');
    const one = await t.app.inject({
      url: `/api/v1/controls/equipment/${ids.equipment}`,
      headers: h.viewer!,
    });
    expect((one.json() as unknown[]).length).toBe(1);
    expect(
      (await t.app.inject({ url: `/api/v1/controls/site/${ids.site}`, headers: h.foreignAdmin! })).statusCode,
    ).toBe(404);
  });

  it("never reaches another organisation's thermostat", async () => {
    const before = await commandCount();
    const res = await patch(paths.THERMOSTAT(ids.theirs), h.admin!, {
      workingMode: 'SCHEDULE',
      propagateConfig: true,
    });
    expect(res.statusCode).toBe(404);
    expect(await commandCount()).toBe(before);
  });
});
