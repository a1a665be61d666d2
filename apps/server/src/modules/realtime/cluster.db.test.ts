import type { RealtimeEvent } from '@sw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusEvent, createEventBus } from '../../lib/event-bus';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import {
  deviceFixture,
  type IMessage,
  Inbox,
  ingest,
  openTwice,
  type Server,
  signIn,
  startServer,
  stompClient,
  within,
} from './realtime.test-kit';

// Two server processes are two app instances here, each with its own database connection (two pg pools
// on PostgreSQL; PGlite has only one, shared): events published on one reach clients of the other.
let dbs: Awaited<ReturnType<typeof openTwice>>;
const quiet = { error: () => {}, warn: () => {} };

beforeAll(async () => {
  dbs = await openTwice();
});
afterAll(() => dbs.close());

const readingsEvent = (i: number, orgId = 1): RealtimeEvent => ({
  type: 'SENSOR_READINGS',
  payload: {
    orgId,
    siteId: 1,
    vendor: 'v',
    uuid: `u-${i}`,
    sensorId: i,
    sensorType: 'TEMPERATURE',
    // 100 readings of ~50 bytes: several events never fit one NOTIFY together.
    readings: Array.from({ length: 100 }, (_, k) => ({
      timestamp: 1_767_225_600_000 + k,
      value: 21.123456789 + k,
    })),
  },
});

describe('event bus', () => {
  it('carries a large batch from one connection to another in order, and locally once', async () => {
    const sender = createEventBus(dbs.a, quiet);
    const receiver = createEventBus(dbs.b, quiet);
    await sender.start();
    await receiver.start();
    const remote: BusEvent[] = [];
    const local: BusEvent[] = [];
    const all = new Inbox<number>();
    receiver.subscribe((e) => {
      remote.push(e);
      all.push(remote.length);
    });
    sender.subscribe((e) => local.push(e));
    const events = Array.from({ length: 300 }, (_, i) => readingsEvent(i));
    await sender.publish(events);
    await all.next(5_000, '300 events', (n) => n === 300);
    expect(remote.map((e) => (e.type === 'SENSOR_READINGS' ? e.payload.uuid : ''))).toEqual(
      events.map((e) => (e.type === 'SENSOR_READINGS' ? e.payload.uuid : '')),
    );
    expect(local).toHaveLength(300); // delivered at once, and its own NOTIFY echo is skipped
    await new Promise((r) => setTimeout(r, 100));
    expect(local).toHaveLength(300);
    await sender.close();
    await receiver.close();
  });
});

/** Polls a condition every 20 ms for at most `ms`. */
async function eventually(ms: number, what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('watched organisations', () => {
  it('are announced to other processes, withdrawn, and learnt by a process that starts later', async () => {
    const a = createEventBus(dbs.a, quiet);
    const b = createEventBus(dbs.b, quiet);
    await a.start();
    await b.start();
    await a.watch(42);
    await eventually(2_000, 'b learns 42', () => b.isWatched(42));
    expect(b.isWatched(43)).toBe(false);
    await a.unwatch(42);
    await eventually(2_000, 'b forgets 42', () => !b.isWatched(42));
    await a.watch(44);
    const c = createEventBus(dbs.b, quiet);
    await c.start();
    await eventually(2_000, 'c learns 44 by asking', () => c.isWatched(44));
    await a.close();
    await eventually(2_000, 'a closed: 44 withdrawn', () => !c.isWatched(44));
    await b.close();
    await c.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('event bus on PostgreSQL', () => {
  it('listens again after its dedicated connection is killed', async () => {
    const sender = createEventBus(dbs.a, quiet);
    const receiver = createEventBus(dbs.b, quiet);
    await receiver.start();
    const got = new Inbox<BusEvent>();
    receiver.subscribe(got.push);
    const killed = await dbs.a.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()",
    );
    expect(killed.length).toBeGreaterThan(0);
    // Notifications sent while it is down are lost; publish until one arrives after the reconnect.
    const deadline = Date.now() + 10_000;
    let received = false;
    while (!received && Date.now() < deadline) {
      await sender.publish(readingsEvent(1));
      received = await got.next(300, 'event after reconnect').then(
        () => true,
        () => false,
      );
    }
    expect(received).toBe(true);
    await sender.close();
    await receiver.close();
  });
});

describe('two server instances and a restart', () => {
  let one: Server;
  let two: Server;
  let fx: Awaited<ReturnType<typeof deviceFixture>>;
  let token: string;

  beforeAll(async () => {
    one = await startServer(dbs.a);
    two = await startServer(dbs.b);
    fx = await deviceFixture(dbs.a);
    token = await signIn(one.app, fx.user.email);
  });
  afterAll(async () => {
    await one.app.close();
    await two.app.close();
  });

  /** A client that (re)subscribes on every CONNECTED, as the web client does. */
  function follower(server: Server) {
    const s = stompClient(server, token);
    const inbox = new Inbox<IMessage>();
    const receipts = new Inbox<string>();
    const { uuid, vendor } = fx.sensor;
    s.client.onConnect = (frame) => {
      s.client.subscribe(`/topic/subscribe/SENSOR_READINGS/${uuid}/${vendor}`, inbox.push);
      const receipt = `r-${Math.random()}`;
      s.client.watchForReceipt(receipt, () => receipts.push(receipt));
      s.client.publish({
        destination: '/app/subscribe',
        body: JSON.stringify({ channel: 'SENSOR_READINGS', uuid, vendor }),
        headers: { receipt },
      });
      s.connects.push(frame);
    };
    s.client.activate();
    return { ...s, inbox, receipts };
  }

  it('delivers to a client of instance two what was ingested through instance one', async () => {
    const f = follower(two);
    try {
      await f.receipts.next(3_000, 'subscribed on instance two');
      await ingest(one.baseUrl, fx.apiKey, [{ sensor: fx.sensor.uuid, ts: Date.now() - 1_000, value: 5 }]);
      const msg = await f.inbox.next(1_000, 'message relayed through the database');
      expect(JSON.parse(msg.body)).toMatchObject({ payload: { orgId: fx.org.id, uuid: fx.sensor.uuid } });
    } finally {
      await f.client.deactivate({ force: true });
    }
  });

  it("refuses a token on instance two at once when its user's password changed through instance one", async () => {
    const user = await buildUser(dbs.a.db, fx.org.id);
    const old = await signIn(one.app, user.email);
    const me = (server: Server) =>
      server.app.inject({ url: '/api/v1/auth/user', headers: { authorization: `Bearer ${old}` } });
    // Both instances have now resolved (and keep, for AUTH_CACHE_SECONDS) the token.
    expect((await me(one)).statusCode).toBe(200);
    expect((await me(two)).statusCode).toBe(200);
    const changed = await one.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}/password`,
      headers: { authorization: `Bearer ${old}` },
      payload: {
        oldPassword: TEST_PASSWORD,
        newPassword: 'Another-passphrase-9',
        newPasswordVerify: 'Another-passphrase-9',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(one)).statusCode).toBe(401);
    // Well inside the 5 s cache: only the bus's SESSION_REVOKED can make instance two refuse it.
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 2_000) {
      status = (await me(two)).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });

  it('reconnects and resubscribes by itself after the server restarts on the same port', async () => {
    const f = follower(one);
    try {
      await f.connects.next(3_000, 'first CONNECTED');
      await f.receipts.next(3_000, 'first subscription');
      const port = one.port;
      await within(10_000, 'server close', one.app.close());
      one = await startServer(dbs.a, port);
      await f.connects.next(10_000, 'second CONNECTED');
      await f.receipts.next(3_000, 'resubscribed');
      await ingest(one.baseUrl, fx.apiKey, [{ sensor: fx.sensor.uuid, ts: Date.now() - 500, value: 6 }]);
      const msg = await f.inbox.next(1_000, 'message after the restart');
      expect(JSON.parse(msg.body)).toMatchObject({ payload: { readings: [{ value: 6 }] } });
    } finally {
      await f.client.deactivate({ force: true });
    }
  });
});
