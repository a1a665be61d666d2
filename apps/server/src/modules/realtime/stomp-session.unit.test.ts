import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../identity';
import { Hub } from './hub';
import type { RealtimeDeps } from './socket';
import { StompSession } from './stomp-session';
import { STREAM_SILENCE_MS, StreamSession } from './stream-session';

// Sessions on a fake socket with fake timers: heart-beats, silence, time limits and token expiry.

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  terminated = false;
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  receive(text: string) {
    this.emit('message', Buffer.from(text), false);
  }
  frames(command: string) {
    return this.sent.filter((f) => f.startsWith(`${command}\n`));
  }
}

const ctx: AuthContext = {
  userId: 1,
  orgId: 2,
  homeOrgId: 2,
  role: 'ADMIN',
  siteScope: 'ALL',
  readOnly: false,
  tokenId: 'test-token',
  tokenExpiresAt: Date.now() + 3_600_000,
};
const log = { error: () => {}, info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
let socket: FakeSocket;
let deps: RealtimeDeps;
const watched: number[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  socket = new FakeSocket();
  watched.length = 0;
  deps = {
    authenticate: async (token) => {
      if (!token.startsWith('ey')) throw new Error('bad');
      return ctx;
    },
    authorize: async () => null,
    hub: new Hub({ watch: async (o) => void watched.push(o), unwatch: async () => {} }),
    heartBeat: [1_000, 1_000],
  };
});
afterEach(() => vi.useRealTimers());

const token = (expiresInSeconds: number) =>
  new SignJWT({ org: 2 })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(new Uint8Array(32));

async function connect(hb = '1000,1000', expiresIn = 3600) {
  new StompSession(socket as unknown as WebSocket, deps, log);
  socket.receive(`CONNECT\naccept-version:1.2\nheart-beat:${hb}\npasscode:${await token(expiresIn)}\n\n\0`);
  await vi.advanceTimersByTimeAsync(0);
  expect(socket.frames('CONNECTED')).toHaveLength(1);
}

describe('STOMP session timing', () => {
  it('sends heart-beats at the negotiated interval and closes a client silent for two of its intervals', async () => {
    await connect('1000,1500');
    expect(watched).toEqual([2]); // the organisation is announced before CONNECTED
    await vi.advanceTimersByTimeAsync(1_500);
    expect(socket.sent.filter((s) => s === '\n')).toHaveLength(1);
    socket.receive('\n');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(socket.terminated).toBe(true);
    expect(deps.hub.size).toBe(0);
  });

  it('never times out a client that sends no heart-beats (0,0)', async () => {
    await connect('0,0');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.sent.filter((s) => s === '\n')).toHaveLength(0);
    expect(socket.terminated || socket.closedWith !== null).toBe(false);
  });

  it('closes a connection that sends no CONNECT within 10 s', async () => {
    new StompSession(socket as unknown as WebSocket, deps, log);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.frames('ERROR')[0]).toContain('message:Timed out waiting for CONNECT');
    expect(socket.closedWith).toBe(1008);
  });

  it('ends the session with ERROR Unauthorized when the token expires', async () => {
    await connect('0,0', 5);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(socket.frames('ERROR')[0]).toContain('message:Unauthorized');
    expect(socket.closedWith).toBe(1008);
  });
});

describe('plain stream timing', () => {
  it('pings a quiet client and drops one silent for a minute', async () => {
    new StreamSession(socket as unknown as WebSocket, deps, log, await token(3600));
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'READY' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(JSON.parse(socket.sent.at(-1)!)).toEqual({ type: 'PING' });
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS);
    expect(socket.terminated).toBe(true);
  });
});

describe('database outage', () => {
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('STOMP: a CONNECT while the database is away closes with 1013 (try again later), not Unauthorized', async () => {
    deps.authenticate = async () => {
      throw refused();
    };
    new StompSession(socket as unknown as WebSocket, deps, log);
    socket.receive(`CONNECT\naccept-version:1.2\nheart-beat:0,0\npasscode:${await token(3600)}\n\n\0`);
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.closedWith).toBe(1013);
    expect(socket.frames('ERROR')[0]).toContain('message:Service temporarily unavailable');
  });

  it('STOMP: a subscription whose check meets the outage closes with 1013', async () => {
    await connect('0,0');
    deps.authorize = async () => {
      throw refused();
    };
    socket.receive(
      'SEND\ndestination:/app/subscribe\n\n{"channel":"SENSOR_READINGS","uuid":"x","vendor":"v"}\0',
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.closedWith).toBe(1013);
  });

  it('stream: AUTH while the database is away closes with 1013, not Unauthorized', async () => {
    deps.authenticate = async () => {
      throw refused();
    };
    new StreamSession(socket as unknown as WebSocket, deps, log, null);
    socket.receive(JSON.stringify({ type: 'AUTH', token: await token(3600) }));
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.closedWith).toBe(1013);
  });
});
