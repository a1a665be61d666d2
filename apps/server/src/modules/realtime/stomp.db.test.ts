import type { RealtimeEvent } from '@sw/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { TEST_PASSWORD } from '../../test/factories';
import { buildEquipment } from '../../test/telemetry-factories';
import {
  connectFrame,
  deviceFixture,
  type IMessage,
  Inbox,
  ingest,
  rawSocket,
  type Server,
  signIn,
  startServer,
  stompClient,
} from './realtime.test-kit';

let database: Database;
let server: Server;
let a: Awaited<ReturnType<typeof deviceFixture>>;
let b: Awaited<ReturnType<typeof deviceFixture>>;
let tokenA: string;
let tokenB: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database);
  a = await deviceFixture(database);
  // Organisation B owns a sensor with the same uuid and vendor as A's: only organisation separates them.
  b = await deviceFixture(database, { sensorUuid: a.sensor.uuid });
  tokenA = await signIn(server.app, a.user.email);
  tokenB = await signIn(server.app, b.user.email);
});
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});
afterAll(async () => {
  await server.app.close();
  await database.close();
});

const parse = (m: IMessage) => JSON.parse(m.body) as RealtimeEvent;

async function connected(token: string | null) {
  const s = stompClient(server, token);
  cleanups.push(() => s.client.deactivate({ force: true }));
  s.client.activate();
  return s;
}

/** Subscribes and waits for the server's receipt of the /app/subscribe announcement that follows. */
async function follow(client: ReturnType<typeof stompClient>['client'], destination: string, body: object) {
  const inbox = new Inbox<IMessage>();
  client.subscribe(destination, inbox.push);
  const receipt = `r-${Math.random()}`;
  const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
  client.publish({ destination: '/app/subscribe', body: JSON.stringify(body), headers: { receipt } });
  return { inbox, done };
}

describe('STOMP CONNECT', () => {
  it('is refused with an ERROR frame without a token or with a bad one', async () => {
    for (const token of [null, 'not-a-token']) {
      const s = await connected(token);
      const err = await s.errors.next(3_000, 'ERROR frame');
      expect(err.headers.message).toBe('Unauthorized');
      await s.client.deactivate({ force: true });
    }
  });

  it('answers CONNECTED with version 1.2 and the heart-beat offer', async () => {
    const s = await connected(tokenA);
    const frame = await s.connects.next(3_000, 'CONNECTED');
    expect(frame.headers.version).toBe('1.2');
    expect(frame.headers['heart-beat']).toBe('10000,10000');
  });
});

describe('STOMP subscriptions', () => {
  it('delivers SENSOR_READINGS and DEVICE_STATUS within a second of an HTTP ingest', async () => {
    const s = await connected(tokenA);
    await s.connects.next(3_000, 'CONNECTED');
    const { uuid, vendor } = a.sensor;
    const readings = await follow(s.client, `/topic/subscribe/SENSOR_READINGS/${uuid}/${vendor}`, {
      channel: 'SENSOR_READINGS',
      uuid,
      vendor,
    });
    const status = await follow(s.client, `/topic/subscribe/DEVICE_STATUS/${uuid}/${vendor}`, {
      channel: 'DEVICE_STATUS',
      uuid,
      vendor,
    });
    await status.done;
    const ts = Date.now() - 1_000;
    const started = Date.now();
    await ingest(server.baseUrl, a.apiKey, [{ sensor: uuid, ts, value: 4.5 }]);
    const msg = await readings.inbox.next(1_000, 'SENSOR_READINGS message');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(msg.headers['content-type']).toBe('application/json');
    expect(msg.headers.destination).toBe(`/topic/subscribe/SENSOR_READINGS/${uuid}/${vendor}`);
    expect(msg.headers['message-id']).toBeTruthy();
    expect(parse(msg)).toMatchObject({
      type: 'SENSOR_READINGS',
      payload: {
        orgId: a.org.id,
        uuid,
        vendor,
        sensorId: a.sensor.id,
        readings: [{ timestamp: ts, value: 4.5 }],
      },
    });
    // The sensor was never heard before: it comes online.
    const online = parse(await status.inbox.next(1_000, 'DEVICE_STATUS message'));
    expect(online).toMatchObject({
      type: 'DEVICE_STATUS',
      payload: { status: 'ONLINE', deviceType: 'SENSOR', uuid },
    });
  });

  it('publishes nothing for an organisation that no connection watches', async () => {
    const quiet = await deviceFixture(database);
    const seen: number[] = [];
    const off = server.app.services.events.subscribe((e) => seen.push(e.payload.orgId));
    try {
      const s = await connected(tokenA);
      await s.connects.next(3_000, 'CONNECTED');
      const { uuid, vendor } = a.sensor;
      const sub = await follow(s.client, `/topic/subscribe/SENSOR_READINGS/${uuid}/${vendor}`, {
        channel: 'SENSOR_READINGS',
        uuid,
        vendor,
      });
      await sub.done;
      await ingest(server.baseUrl, quiet.apiKey, [
        { sensor: quiet.sensor.uuid, ts: Date.now() - 700, value: 1 },
      ]);
      await ingest(server.baseUrl, a.apiKey, [{ sensor: uuid, ts: Date.now() - 600, value: 2 }]);
      await sub.inbox.next(1_000, "the watched organisation's reading"); // published after the other's would be
      expect(seen).toContain(a.org.id);
      expect(seen).not.toContain(quiet.org.id);
    } finally {
      off();
    }
  });

  it("answers a subscription to another organisation's device with an ERROR naming the destination", async () => {
    const other = await deviceFixture(database);
    const s = await connected(tokenA);
    await s.connects.next(3_000, 'CONNECTED');
    const destination = `/topic/subscribe/SENSOR_READINGS/${other.sensor.uuid}/${other.sensor.vendor}`;
    s.client.subscribe(destination, () => {});
    const err = await s.errors.next(3_000, 'ERROR frame');
    expect(err.headers.message).toMatch(/No device/);
    expect(err.headers.destination).toBe(destination);
  });

  it('answers unknown destinations and incomplete topics with ERROR', async () => {
    for (const destination of [
      '/topic/other',
      '/topic/subscribe/WEATHER/x/y',
      '/topic/subscribe/SENSOR_READINGS/x',
    ]) {
      const s = await connected(tokenA);
      await s.connects.next(3_000, 'CONNECTED');
      s.client.subscribe(destination, () => {});
      const err = await s.errors.next(3_000, `ERROR for ${destination}`);
      expect(err.headers.destination).toBe(destination);
      await s.client.deactivate({ force: true });
    }
  });

  it("never delivers another organisation's events, even for a device with the same uuid and vendor", async () => {
    const s = await connected(tokenB);
    await s.connects.next(3_000, 'CONNECTED');
    const { uuid, vendor } = b.sensor;
    const sub = await follow(s.client, `/topic/subscribe/SENSOR_READINGS/${uuid}/${vendor}`, {
      channel: 'SENSOR_READINGS',
      uuid,
      vendor,
    });
    await sub.done;
    await ingest(server.baseUrl, a.apiKey, [{ sensor: a.sensor.uuid, ts: Date.now() - 500, value: 1 }]);
    await ingest(server.baseUrl, b.apiKey, [{ sensor: uuid, ts: Date.now() - 400, value: 2 }]);
    const msg = parse(await sub.inbox.next(2_000, "B's own reading"));
    expect(msg.payload.orgId).toBe(b.org.id);
    expect(sub.inbox.seen()).toHaveLength(0); // A's reading, published first, never arrived
  });

  it('accepts INCIDENT_INFO for its own equipment and REPORTS_STATUS for its jobs', async () => {
    const eq = await buildEquipment(database.db, a.org.id, a.site.id);
    const jobId = crypto.randomUUID();
    const s = await connected(tokenA);
    await s.connects.next(3_000, 'CONNECTED');
    const incidents = await follow(s.client, `/topic/subscribe/INCIDENT_INFO/${eq.id}`, {
      channel: 'INCIDENT_INFO',
      resourceId: eq.id,
    });
    const jobs = await follow(s.client, `/topic/subscribe/REPORTS_STATUS/${jobId}`, {
      channel: 'REPORTS_STATUS',
      jobId,
    });
    await jobs.done;
    await server.app.services.events.publish([
      {
        type: 'REPORTS_STATUS',
        payload: { orgId: a.org.id, userId: a.user.id + 1, jobId, jobState: 'STARTED' }, // someone else's
      },
      { type: 'REPORTS_STATUS', payload: { orgId: a.org.id, userId: a.user.id, jobId, jobState: 'SUCCESS' } },
      {
        type: 'INCIDENT_INFO',
        payload: {
          orgId: a.org.id,
          siteId: a.site.id,
          incidentId: 1,
          equipmentId: eq.id,
          spaceId: null,
          sensorId: null,
          sentinelId: 1,
          sentinelType: 'TEMPERATURE_RANGE',
          status: 'NEW',
          priority: 'HIGH',
          resolved: false,
          createdAt: Date.now(),
          recoveredAt: null,
          dismissedAt: null,
        },
      },
    ]);
    const job = parse(await jobs.inbox.next(1_000, 'REPORTS_STATUS'));
    expect(job).toMatchObject({ payload: { jobState: 'SUCCESS', userId: a.user.id } });
    expect(parse(await incidents.inbox.next(1_000, 'INCIDENT_INFO'))).toMatchObject({
      payload: { equipmentId: eq.id },
    });
  });

  it('ends the session when the token version moves (password change)', async () => {
    const s = await connected(tokenA);
    await s.connects.next(3_000, 'CONNECTED');
    await database.query('update users set token_version = token_version + 1 where id = $1', [a.user.id]);
    await new Promise((r) => setTimeout(r, 2_100)); // past the re-check memo
    s.client.subscribe(`/topic/subscribe/SENSOR_READINGS/${a.sensor.uuid}/${a.sensor.vendor}`, () => {});
    const err = await s.errors.next(3_000, 'ERROR after token version bump');
    expect(err.headers.message).toBe('Unauthorized');
    tokenA = await signIn(server.app, a.user.email);
  });

  it('closes the sockets of a user whose session is revoked on the bus', async () => {
    const s = await connected(tokenA);
    await s.connects.next(3_000, 'CONNECTED');
    await server.app.services.events.publish({
      type: 'SESSION_REVOKED',
      payload: { orgId: a.org.id, userId: a.user.id },
    });
    const err = await s.errors.next(3_000, 'ERROR after SESSION_REVOKED');
    expect(err.headers.message).toBe('Unauthorized');
  });

  it('closes the open sockets of a user who changes their password', async () => {
    const s = await connected(tokenA);
    await s.connects.next(3_000, 'CONNECTED');
    const res = await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${a.user.id}/password`,
      headers: { authorization: `Bearer ${tokenA}` },
      payload: {
        oldPassword: TEST_PASSWORD,
        newPassword: 'A-brand-new-passphrase-7',
        newPasswordVerify: 'A-brand-new-passphrase-7',
      },
    });
    expect(res.statusCode).toBe(200);
    const err = await s.errors.next(3_000, 'ERROR after the password change');
    expect(err.headers.message).toBe('Unauthorized');
    tokenA = res.json().accessToken;
  });
});

describe('STOMP frames on a raw socket', () => {
  const open = async () => {
    const r = await rawSocket(server.wsUrl('/ws/stomp'));
    cleanups.push(async () => r.ws.terminate());
    return r;
  };
  const frame = (r: Awaited<ReturnType<typeof open>>, command: string) =>
    r.inbox.next(3_000, command, (m) => m.startsWith(`${command}\n`));

  it('answers receipts, refuses transactions, and closes after DISCONNECT with a receipt', async () => {
    const r = await open();
    r.ws.send(connectFrame(tokenA));
    await frame(r, 'CONNECTED');
    r.ws.send('SUBSCRIBE\nid:0\ndestination:/topic/subscribe/REPORTS_STATUS/job-1\nreceipt:s1\n\n\0');
    expect(await frame(r, 'RECEIPT')).toContain('receipt-id:s1');
    r.ws.send('UNSUBSCRIBE\nid:0\nreceipt:u1\n\n\0\n');
    expect(await frame(r, 'RECEIPT')).toContain('receipt-id:u1');
    r.ws.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect(await frame(r, 'RECEIPT')).toContain('receipt-id:bye');
    expect((await r.closed).code).toBe(1000);
  });

  it('answers malformed frames, frames before CONNECT and bad SEND bodies with ERROR, never a crash', async () => {
    const cases = [
      { before: false, text: 'garbage\n\n\0' },
      { before: false, text: 'SEND\ndestination:/app/subscribe\n\n{}\0' },
      { before: true, text: 'SEND\ndestination:/app/subscribe\n\nnot json\0' },
      {
        before: true,
        text: 'SEND\ndestination:/app/subscribe\n\n{"channel":"SENSOR_READINGS","uuid":"x"}\0',
      },
      { before: true, text: 'SEND\ndestination:/app/other\n\n{}\0' },
      { before: true, text: 'SUBSCRIBE\nid:1\ndestination:/topic/subscribe/INCIDENT_INFO/abc\n\n\0' },
      {
        before: true,
        text: 'SUBSCRIBE\nid:1\ndestination:/topic/subscribe/SENSOR_READINGS/%E0%A4%A/x\n\n\0',
      },
      { before: true, text: 'BEGIN\ntransaction:t\n\n\0' },
      { before: true, text: 'SEND\nbad:\\t\n\n\0' },
      { before: true, text: `SEND\ncontent-length:${10 ** 8}\n\n` },
    ];
    for (const c of cases) {
      const r = await open();
      if (c.before) {
        r.ws.send(connectFrame(tokenA));
        await frame(r, 'CONNECTED');
      }
      r.ws.send(c.text);
      const err = await frame(r, 'ERROR');
      expect(err, c.text).toContain('message:');
      expect((await r.closed).code).toBeGreaterThan(1000);
    }
    // The server is still up.
    const ok = await open();
    ok.ws.send(connectFrame(tokenA));
    await frame(ok, 'CONNECTED');
  });

  it('delivers to a subscription whose destination arrives in several WebSocket messages', async () => {
    const r = await open();
    r.ws.send(connectFrame(tokenA).slice(0, 20));
    r.ws.send(connectFrame(tokenA).slice(20));
    await frame(r, 'CONNECTED');
    const dest = `/topic/subscribe/SENSOR_READINGS/${a.sensor.uuid}/${a.sensor.vendor}`;
    r.ws.send(`SUBSCRIBE\nid:sub-7\ndestination:${dest}\nreceipt:k\n\n\0`);
    await frame(r, 'RECEIPT');
    await ingest(server.baseUrl, a.apiKey, [{ sensor: a.sensor.uuid, ts: Date.now() - 300, value: 9 }]);
    const msg = await frame(r, 'MESSAGE');
    expect(msg).toContain('subscription:sub-7');
    expect(msg).toContain(`destination:${dest}`);
  });
});
