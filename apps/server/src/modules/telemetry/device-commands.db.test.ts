import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlBoards, deviceCommands, schedulers, thermostats } from '../../db/schema';
import { applyPendingCommands } from '../../simulator/commands';
import { createTestApp, type TestContext } from '../../test/app';
import { buildGateway, buildOrg, buildSite, buildUser } from '../../test/factories';
import {
  buildControlBoard,
  buildEquipment,
  buildScheduler,
  buildThermostat,
} from '../../test/telemetry-factories';

let t: TestContext;
let manager: { authorization: string };
let key: string;
let otherKey: string;
let th: { id: number; uuid: string };
let sch: { id: number };
let boardUuid: string;

const setMode = (url: string, workingMode: string) =>
  t.app.inject({ method: 'PATCH', url, headers: manager, payload: { workingMode, propagateConfig: true } });
const fetchCommands = (apiKey: string) =>
  t.app.inject({ url: '/api/v1/ingest/commands', headers: { 'x-api-key': apiKey } });
const ack = (apiKey: string, id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/ingest/commands/${id}/ack`,
    headers: { 'x-api-key': apiKey },
    payload,
  });
const stateOf = async (id: number) =>
  (await t.database.db.select().from(deviceCommands).where(eq(deviceCommands.id, id)))[0]!;
const sample = (ts: Date, workingMode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/ingest/readings',
    headers: { 'x-api-key': key },
    payload: {
      readings: [],
      thermostats: [
        {
          thermostat: th.uuid,
          ts: ts.toISOString(),
          online: true,
          mode: 'auto',
          workingMode,
          temperature: 22,
        },
      ],
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const org = await buildOrg(db);
  const site = await buildSite(db, org.id);
  const gw = await buildGateway(db, org.id, site.id);
  key = gw.apiKey;
  otherKey = (await buildGateway(db, org.id, site.id)).apiKey;
  const eq1 = await buildEquipment(db, org.id, site.id);
  th = await buildThermostat(db, org.id, site.id, eq1.id, { gatewayId: gw.gateway.id });
  const board = await buildControlBoard(db, org.id, site.id);
  boardUuid = board.uuid;
  await db.update(controlBoards).set({ gatewayId: gw.gateway.id }).where(eq(controlBoards.id, board.id));
  sch = await buildScheduler(db, org.id, site.id, eq1.id, { controlBoardId: board.id });
  manager = await t.login((await buildUser(db, org.id, { role: 'MANAGER' })).email);
});
afterAll(() => t.close());

describe('gateway commands: fetch, acknowledge, confirm by a sample', () => {
  it('needs the API key', async () => {
    expect((await t.app.inject({ url: '/api/v1/ingest/commands' })).statusCode).toBe(401);
    expect((await fetchCommands('sw_nope')).statusCode).toBe(401);
  });

  it('takes a thermostat command from SENT to ACKNOWLEDGED to CONFIRMED by a later sample', async () => {
    const sent = (await setMode(`/api/v1/thermostat/controls/${th.id}/working-mode`, 'CALIBRATION')).json();
    const id = sent.command.id as number;
    const list = (await fetchCommands(key)).json();
    expect(list).toEqual([
      expect.objectContaining({
        id,
        kind: 'THERMOSTAT',
        device: th.uuid,
        workingMode: 'CALIBRATION',
        state: 'SENT',
      }),
    ]);
    // Another gateway of the same site neither sees nor acknowledges it.
    expect((await fetchCommands(otherKey)).json()).toEqual([]);
    expect((await ack(otherKey, id, { status: 'ACKNOWLEDGED' })).statusCode).toBe(404);
    expect((await ack(key, id, { status: 'DONE' })).statusCode).toBe(400);
    const acked = await ack(key, id, { status: 'ACKNOWLEDGED' });
    expect(acked.statusCode).toBe(200);
    expect(acked.json()).toMatchObject({ state: 'ACKNOWLEDGED' });
    // Once acknowledged it is no longer pending for the gateway.
    expect((await fetchCommands(key)).json()).toEqual([]);
    // A sample from before the command, or one still showing the old mode, confirms nothing.
    await sample(new Date(Date.now() - 3_600_000), 'CALIBRATION');
    await sample(new Date(), 'SCHEDULE');
    expect((await stateOf(id)).state).toBe('ACKNOWLEDGED');
    const at = new Date(Date.now() + 1000);
    await new Promise((r) => setTimeout(r, 1100));
    await sample(at, 'CALIBRATION');
    const done = await stateOf(id);
    expect(done.state).toBe('CONFIRMED');
    expect(done.confirmedAt?.getTime()).toBe(at.getTime());
  });

  it('confirms a scheduler command by its acknowledgement and stores the mode', async () => {
    const sent = (await setMode(`/api/v1/schedulers/${sch.id}/working-mode`, 'FORCED_ON')).json();
    const [cmd] = (await fetchCommands(key)).json();
    expect(cmd).toMatchObject({ kind: 'SCHEDULER', device: boardUuid, schedulerId: sch.id });
    const res = await ack(key, sent.command.id, { status: 'ACKNOWLEDGED' });
    expect(res.json()).toMatchObject({ state: 'CONFIRMED' });
    const [row] = await t.database.db.select().from(schedulers).where(eq(schedulers.id, sch.id));
    expect(row!.workingMode).toBe('FORCED_ON');
  });

  it('records a refusal with its reason', async () => {
    const sent = (await setMode(`/api/v1/thermostat/controls/${th.id}/working-mode`, 'FORCED_ON')).json();
    const res = await ack(key, sent.command.id, { status: 'FAILED', message: 'Unit in service mode' });
    expect(res.json()).toMatchObject({ state: 'FAILED', failureReason: 'Unit in service mode' });
  });

  it('fails a command not confirmed within the timeout', async () => {
    const sent = (await setMode(`/api/v1/thermostat/controls/${th.id}/working-mode`, 'FORCED_OFF')).json();
    await t.database.db
      .update(deviceCommands)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(deviceCommands.id, sent.command.id));
    expect((await fetchCommands(key)).json()).toEqual([]);
    const row = await stateOf(sent.command.id);
    expect(row.state).toBe('FAILED');
    expect(row.failureReason).toMatch(/within 10 minutes/);
  });
});

describe('the simulator as the device adapter', () => {
  it('applies pending thermostat commands to the device and acknowledges them', async () => {
    await t.database.db.update(thermostats).set({ localAdjustmentOverride: { product: 'Keypad' } });
    const sent = (await setMode(`/api/v1/thermostat/controls/${th.id}/working-mode`, 'FORCED_OFF')).json();
    expect(await applyPendingCommands(t.database)).toEqual([th.id]);
    expect((await stateOf(sent.command.id)).state).toBe('ACKNOWLEDGED');
    const [row] = await t.database.db.select().from(thermostats).where(eq(thermostats.id, th.id));
    expect(row).toMatchObject({ workingMode: 'FORCED_OFF', localAdjustmentOverride: null });
    expect(await applyPendingCommands(t.database)).toEqual([]);
  });
});
