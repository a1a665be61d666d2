import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectFrame,
  deviceFixture,
  openTwice,
  rawSocket,
  type Server,
  signIn,
  startServer,
  within,
} from '../realtime/realtime.test-kit';

// POST /api/v1/auth/logout (issue 9): the token ends at once in every process (HTTP 401, its STOMP and
// stream sockets closed); the same user's other session goes on. Two app instances on one database
// stand for two processes (on PostgreSQL two pools; the bus carries the revocation between them).
let dbs: Awaited<ReturnType<typeof openTwice>>;
let one: Server;
let two: Server;
let fx: Awaited<ReturnType<typeof deviceFixture>>;

beforeAll(async () => {
  dbs = await openTwice();
  one = await startServer(dbs.a);
  two = await startServer(dbs.b);
  fx = await deviceFixture(dbs.a);
});
afterAll(async () => {
  await one.app.close();
  await two.app.close();
  await dbs.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (server: Server, token: string) =>
  server.app.inject({ url: '/api/v1/auth/user', headers: bearer(token) });
const logout = (server: Server, token: string) =>
  server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });

async function stomp(server: Server, token: string) {
  const s = await rawSocket(server.wsUrl('/ws/stomp'), ['v12.stomp']);
  s.ws.send(connectFrame(token));
  await s.inbox.next(3_000, 'CONNECTED', (f) => f.startsWith('CONNECTED'));
  return s;
}

async function stream(server: Server, token: string) {
  const s = await rawSocket(server.wsUrl(`/ws/stream?token=${token}`));
  await s.inbox.next(3_000, 'READY', (m) => m.includes('READY'));
  return s;
}

/** Polls until the instance refuses the token; bounded well inside AUTH_CACHE_SECONDS (5 s). */
async function statusSoon(server: Server, token: string): Promise<number> {
  const started = Date.now();
  let status = (await me(server, token)).statusCode;
  while (status === 200 && Date.now() - started < 2_000) {
    await new Promise((r) => setTimeout(r, 20));
    status = (await me(server, token)).statusCode;
  }
  return status;
}

describe('POST /api/v1/auth/logout', () => {
  it('ends this token everywhere (HTTP and sockets) and leaves the user’s other session alone', async () => {
    const ended = await signIn(one.app, fx.user.email);
    const kept = await signIn(one.app, fx.user.email);
    // Both instances have resolved (and keep for a few seconds) both tokens.
    for (const server of [one, two])
      for (const token of [ended, kept]) expect((await me(server, token)).statusCode).toBe(200);
    const endedStomp = await stomp(two, ended);
    const endedStream = await stream(two, ended);
    const endedLocal = await stomp(one, ended);
    const keptStomp = await stomp(two, kept);
    const keptStream = await stream(one, kept);

    const res = await logout(one, ended);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await me(one, ended)).statusCode).toBe(401);
    // Within the other instance's cache time: only the bus can make it refuse the token this fast.
    expect(await statusSoon(two, ended)).toBe(401);
    for (const s of [endedStomp, endedStream, endedLocal])
      expect((await within(3_000, 'socket closed', s.closed)).code).toBe(1008);

    // The other session: HTTP and sockets go on.
    for (const server of [one, two]) expect((await me(server, kept)).statusCode).toBe(200);
    keptStream.ws.send(JSON.stringify({ type: 'PING' }));
    await keptStream.inbox.next(2_000, 'PONG', (m) => m.includes('PONG'));
    expect(keptStomp.ws.readyState).toBe(keptStomp.ws.OPEN);
    expect(keptStream.ws.readyState).toBe(keptStream.ws.OPEN);

    // A revoked token can neither sign out again nor open a socket.
    expect((await logout(two, ended)).statusCode).toBe(401);
    const refused = await rawSocket(two.wsUrl('/ws/stomp'), ['v12.stomp']);
    refused.ws.send(connectFrame(ended));
    expect((await within(3_000, 'refused socket closed', refused.closed)).code).toBe(1008);

    keptStomp.ws.close();
    keptStream.ws.close();
  });

  it('needs a token (401 without one)', async () => {
    expect((await one.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(401);
  });
});
