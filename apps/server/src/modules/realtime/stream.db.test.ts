import type { StreamServerMessage } from '@sw/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { buildSensor } from '../../test/factories';
import { deviceFixture, ingest, rawSocket, type Server, signIn, startServer } from './realtime.test-kit';

let database: Database;
let server: Server;
let a: Awaited<ReturnType<typeof deviceFixture>>;
let b: Awaited<ReturnType<typeof deviceFixture>>;
let tokenA: string;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database);
  a = await deviceFixture(database);
  b = await deviceFixture(database);
  tokenA = await signIn(server.app, a.user.email);
});
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});
afterAll(async () => {
  await server.app.close();
  await database.close();
});

async function stream(query = '') {
  const r = await rawSocket(server.wsUrl(`/ws/stream${query}`));
  cleanups.push(() => r.ws.terminate());
  const next = (type: StreamServerMessage['type'], ms = 2_000) =>
    r.inbox
      .next(ms, type, (m) => (JSON.parse(m) as StreamServerMessage).type === type)
      .then((m) => JSON.parse(m) as StreamServerMessage);
  const send = (msg: object) => r.ws.send(JSON.stringify(msg));
  return { ...r, next, send };
}

describe('plain stream /ws/stream', () => {
  it('authenticates by ?token=, answers PING with PONG and delivers SENSOR_READINGS of its organisation only', async () => {
    const s = await stream(`?token=${encodeURIComponent(tokenA)}`);
    await s.next('READY');
    s.send({ type: 'PING' });
    await s.next('PONG');
    await ingest(server.baseUrl, b.apiKey, [{ sensor: b.sensor.uuid, ts: Date.now() - 900, value: 3 }]);
    await ingest(server.baseUrl, a.apiKey, [{ sensor: a.sensor.uuid, ts: Date.now() - 800, value: 7 }]);
    const msg = await s.next('SENSOR_READINGS', 1_000);
    expect(msg).toMatchObject({ type: 'SENSOR_READINGS', payload: { orgId: a.org.id, uuid: a.sensor.uuid } });
    // B's reading was published first; the only readings seen are A's.
    expect(s.inbox.seen((m) => m.includes(`"orgId":${b.org.id}`))).toHaveLength(0);
  });

  it('authenticates by a first AUTH message and filters to SUBSCRIBEd interests', async () => {
    const other = await deviceFixture(database, {});
    const fresh = await buildSensor(database.db, a.org.id, a.site.id, { gatewayId: a.gateway.id });
    const s = await stream();
    s.send({ type: 'AUTH', token: tokenA });
    await s.next('READY');
    s.send({ type: 'SUBSCRIBE', channel: 'DEVICE_STATUS', uuid: fresh.uuid, vendor: fresh.vendor });
    s.send({
      type: 'SUBSCRIBE',
      channel: 'SENSOR_READINGS',
      uuid: other.sensor.uuid,
      vendor: other.sensor.vendor,
    });
    const err = await s.next('ERROR');
    expect(err).toMatchObject({ message: expect.stringMatching(/No device/) });
    s.send({ type: 'SUBSCRIBE', channel: 'SENSOR_READINGS' });
    expect(await s.next('ERROR')).toMatchObject({
      message: 'Real-time: SENSOR_READINGS needs vendor and uuid; not subscribed',
    });
    s.send({ type: 'PING' });
    await s.next('PONG'); // every SUBSCRIBE before it has been handled
    await ingest(server.baseUrl, a.apiKey, [{ sensor: fresh.uuid, ts: Date.now() - 500, value: 1 }]);
    // The batch's readings are published before the sensor's ONLINE status, and were filtered out.
    expect(await s.next('DEVICE_STATUS', 1_000)).toMatchObject({
      payload: { uuid: fresh.uuid, status: 'ONLINE' },
    });
    expect(s.inbox.seen((m) => m.includes('SENSOR_READINGS'))).toHaveLength(0);
  });

  it('refuses a bad token with ERROR and closes; reports bad messages without closing', async () => {
    const bad = await stream('?token=nope');
    expect(await bad.next('ERROR')).toMatchObject({ message: 'Unauthorized' });
    expect((await bad.closed).code).toBe(1008);

    const s = await stream();
    s.ws.send('not json');
    await s.next('ERROR');
    s.send({ type: 'SUBSCRIBE', channel: 'SENSOR_READINGS', uuid: 'x', vendor: 'y' });
    expect(await s.next('ERROR')).toMatchObject({ message: 'Not authenticated: send AUTH first' });
    s.send({ type: 'WHAT' });
    await s.next('ERROR');
    s.send({ type: 'PING' });
    await s.next('PONG');
  });

  it('reports a subscription holding NUL as a bad message and stays open', async () => {
    const s = await stream(`?token=${encodeURIComponent(tokenA)}`);
    await s.next('READY');
    s.send({
      type: 'SUBSCRIBE',
      channel: 'DEVICE_STATUS',
      uuid: `${a.sensor.uuid}\u0000`,
      vendor: a.sensor.vendor,
    });
    expect((await s.next('ERROR')).type).toBe('ERROR');
    s.send({ type: 'PING' });
    await s.next('PONG');
  });
});
