// Helpers for the real-time tests: a listening server, sign-in, a device fixture, a raw STOMP client
// and the real @stomp/stompjs client. Every wait is bounded.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Client, type IFrame, type IMessage, ReconnectionTimeMode } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, migrate, openDatabase } from '../../db/client';
import {
  buildGateway,
  buildOrg,
  buildSensor,
  buildSite,
  buildUser,
  TEST_PASSWORD,
} from '../../test/factories';

export const JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface Server {
  app: FastifyInstance;
  port: number;
  baseUrl: string;
  wsUrl(p: string): string;
}

/** The real server on 127.0.0.1 (port 0 = any free port). Closing it leaves the database open. */
export async function startServer(database: Database, port = 0): Promise<Server> {
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'sitewatch-test'),
    JWT_SECRET,
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return { app, port: address.port, baseUrl, wsUrl: (p) => `ws://127.0.0.1:${address.port}${p}` };
}

/**
 * Two connections to one fresh database: the same PGlite instance (one worker) twice, or (with DATABASE_URL) two
 * separate pg pools on a throwaway PostgreSQL database, as two server processes would have.
 */
export async function openTwice(): Promise<{ a: Database; b: Database; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ memory: true });
    await migrate(db);
    return { a: db, b: db, close: () => db.close() };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.query(`create database ${name}`);
  await admin.close();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const a = await openDatabase({ url: u.toString() });
  await migrate(a);
  const b = await openDatabase({ url: u.toString() });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      const drop = await openDatabase({ url });
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.close();
    },
  };
}

export async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().accessToken as string;
}

/** An organisation with a user, a site, a gateway (with its API key) and a temperature sensor. */
export async function deviceFixture(database: Database, o: { sensorUuid?: string } = {}) {
  const db = database.db;
  const org = await buildOrg(db);
  const user = await buildUser(db, org.id);
  const site = await buildSite(db, org.id);
  const { gateway, apiKey } = await buildGateway(db, org.id, site.id);
  const sensor = await buildSensor(db, org.id, site.id, {
    gatewayId: gateway.id,
    ...(o.sensorUuid ? { uuid: o.sensorUuid } : {}),
  });
  return { org, user, site, gateway, apiKey, sensor };
}

/** Posts readings through the real HTTP ingestion route. */
export async function ingest(
  baseUrl: string,
  apiKey: string,
  readings: { sensor: string; ts: number; value: number }[],
) {
  const res = await fetch(`${baseUrl}/api/v1/ingest/readings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ readings }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { accepted: number };
}

/** Resolves with the promise's value, or rejects after `ms` naming what was awaited. */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A queue of values with bounded waits for the next one that matches. */
export class Inbox<T> {
  private readonly items: T[] = [];
  private readonly waiters: { match: (v: T) => boolean; resolve: (v: T) => void }[] = [];

  push = (v: T): void => {
    const i = this.waiters.findIndex((w) => w.match(v));
    if (i >= 0) this.waiters.splice(i, 1)[0]!.resolve(v);
    else this.items.push(v);
  };

  next(ms: number, what: string, match: (v: T) => boolean = () => true): Promise<T> {
    const i = this.items.findIndex(match);
    if (i >= 0) return Promise.resolve(this.items.splice(i, 1)[0]!);
    const waiter = { match, resolve: (_: T) => {} };
    const wait = new Promise<T>((resolve) => {
      waiter.resolve = resolve;
      this.waiters.push(waiter);
    });
    // A waiter that timed out must not swallow a later item.
    return within(ms, what, wait).finally(() => {
      const i = this.waiters.indexOf(waiter);
      if (i >= 0) this.waiters.splice(i, 1);
    });
  }

  /** Everything received so far that matches (without waiting). */
  seen(match: (v: T) => boolean = () => true): T[] {
    return this.items.filter(match);
  }
}

/** The real @stomp/stompjs client in Node, with the spec's heart-beats and backoff. */
export function stompClient(server: { wsUrl(p: string): string }, token: string | null) {
  const errors = new Inbox<IFrame>();
  const connects = new Inbox<IFrame>();
  const client = new Client({
    webSocketFactory: () => new WebSocket(server.wsUrl('/ws/stomp'), ['v12.stomp']),
    connectHeaders: token ? { Authorization: `Bearer ${token}` } : {},
    heartbeatIncoming: 12_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 500,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    maxReconnectDelay: 30_000,
    debug: () => {},
  });
  client.onConnect = connects.push;
  client.onStompError = errors.push;
  return { client, errors, connects };
}

export type { IMessage };

/** A bare WebSocket speaking raw STOMP text, for frame-level tests. */
export async function rawSocket(url: string, protocols?: string[]) {
  const ws = new WebSocket(url, protocols);
  const inbox = new Inbox<string>();
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  ws.on('message', (data) => inbox.push(data.toString()));
  await within(
    5_000,
    'socket open',
    new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    }),
  );
  return { ws, inbox, closed };
}

export const connectFrame = (token: string, extra = '') =>
  `CONNECT\naccept-version:1.2\nheart-beat:10000,12000\nAuthorization:Bearer ${token}\n${extra}\n\0`;
