import {
  eventKeys,
  interestKey,
  interestOf,
  type RealtimeEvent,
  StreamClientMessage,
  type StreamServerMessage,
} from '@sw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { isDatabaseUnavailable } from '../../lib/db-unavailable';
import type { AuthContext } from '../identity';
import type { Subscriber } from './hub';
import { LiveAuth, msUntilExpiry } from './live-auth';
import {
  AUTH_TIMEOUT_MS,
  CLOSE,
  closeReason,
  MAX_SUBSCRIPTIONS,
  type RealtimeDeps,
  send,
  toBuffer,
  UNAVAILABLE,
} from './socket';

/** The server pings a quiet stream this often; a client silent for three pings is gone. */
export const STREAM_PING_MS = 20_000;
export const STREAM_SILENCE_MS = 3 * STREAM_PING_MS;
const MAX_MESSAGE_BYTES = 16 * 1024;

function parseMessage(buf: Buffer): StreamClientMessage | null {
  try {
    const parsed = StreamClientMessage.safeParse(JSON.parse(buf.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The plain stream on /ws/stream (B-019 … B-021): typed JSON messages. The caller authenticates with
 * `?token=` or a first {type:'AUTH', token} message; it then receives every event of its organisation
 * and sites, or only those of the interests it SUBSCRIBEs to. PING is answered with PONG.
 */
export class StreamSession implements Subscriber {
  private state: 'new' | 'ready' | 'closed' = 'new';
  private live: LiveAuth | null = null;
  private queue: Promise<void> = Promise.resolve();
  /** Interest keys; empty means everything the caller may see. */
  private readonly filters = new Set<string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastReceived = Date.now();

  constructor(
    private readonly ws: WebSocket,
    private readonly deps: RealtimeDeps,
    private readonly log: FastifyBaseLogger,
    queryToken: string | null,
  ) {
    ws.on('message', (data: RawData, isBinary: boolean) => this.onData(data, isBinary));
    ws.on('close', () => this.cleanup());
    this.timers.push(
      setTimeout(() => {
        if (this.state === 'new') this.close('Timed out waiting for AUTH', CLOSE.policy);
      }, AUTH_TIMEOUT_MS),
      setInterval(() => {
        if (Date.now() - this.lastReceived > STREAM_SILENCE_MS) {
          this.state = 'closed';
          this.ws.terminate();
        } else this.send({ type: 'PING' });
      }, STREAM_PING_MS),
    );
    if (queryToken) this.enqueue(() => this.authenticate(queryToken));
  }

  get auth(): AuthContext {
    if (!this.live) throw new Error('not authenticated');
    return this.live.current;
  }

  deliver(event: RealtimeEvent): void {
    if (this.state !== 'ready') return;
    if (this.filters.size && !eventKeys(event).some((k) => this.filters.has(k))) return;
    this.send(event);
  }

  revoke(reason: string): void {
    this.close('Unauthorized', CLOSE.policy, reason);
  }

  shutdown(): void {
    this.state = 'closed';
    this.ws.close(CLOSE.goingAway, 'Server shutting down');
  }

  private onData(data: RawData, isBinary: boolean): void {
    this.lastReceived = Date.now();
    const buf = toBuffer(data);
    const parsed = isBinary || buf.length > MAX_MESSAGE_BYTES ? null : parseMessage(buf);
    if (!parsed) this.error('Messages must be JSON text up to 16 KB, of a known type');
    else this.enqueue(() => this.handle(parsed));
  }

  private enqueue(step: () => Promise<void>): void {
    this.queue = this.queue
      .then(() => (this.state === 'closed' ? undefined : step()))
      .catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) return this.close(UNAVAILABLE, CLOSE.tryAgain);
        this.log.error({ err }, 'stream message handling failed');
        this.close('Internal error', CLOSE.server);
      });
  }

  private async handle(msg: StreamClientMessage): Promise<void> {
    switch (msg.type) {
      case 'PING':
        return void this.send({ type: 'PONG' });
      case 'PONG':
        return;
      case 'AUTH':
        if (this.state === 'ready') return this.error('Already authenticated');
        return this.authenticate(msg.token);
    }
    if (this.state !== 'ready') return this.error('Not authenticated: send AUTH first');
    const interest = interestOf(msg);
    if (!interest.ok) return this.error(interest.warning);
    const key = interestKey(interest.interest);
    if (msg.type === 'UNSUBSCRIBE') {
      this.filters.delete(key);
      return;
    }
    if (this.filters.size >= MAX_SUBSCRIPTIONS) return this.error('Too many subscriptions');
    if (!(await this.live!.recheck()))
      return this.close('Unauthorized', CLOSE.policy, 'The session has ended');
    const denied = await this.deps.authorize(this.live!.current, interest.interest);
    if (denied) return this.error(denied);
    this.filters.add(key);
  }

  private async authenticate(token: string): Promise<void> {
    let ctx: AuthContext;
    try {
      ctx = await this.deps.authenticate(token);
    } catch (err) {
      if (isDatabaseUnavailable(err)) return this.close(UNAVAILABLE, CLOSE.tryAgain);
      return this.close('Unauthorized', CLOSE.policy);
    }
    if (this.state === 'closed') return;
    this.live = new LiveAuth(token, ctx, this.deps.authenticate);
    await this.deps.hub.add(this);
    if (this.isClosed()) return this.deps.hub.remove(this);
    this.state = 'ready';
    const expiry = msUntilExpiry(token);
    if (expiry !== null) this.timers.push(setTimeout(() => this.revoke('Token expired'), expiry));
    this.send({ type: 'READY' });
  }

  /** A recoverable problem: reported, the stream stays open. */
  private error(message: string): void {
    this.send({ type: 'ERROR', message });
  }

  private close(message: string, code: number, detail = message): void {
    if (this.state === 'closed' && this.ws.readyState !== this.ws.OPEN) return;
    this.send({ type: 'ERROR', message: detail });
    this.state = 'closed';
    this.ws.close(code, closeReason(message));
  }

  private send(msg: StreamServerMessage): void {
    send(this.ws, JSON.stringify(msg));
  }

  /** A method, not a field read: TypeScript would keep a narrowing of `state` across an await. */
  private isClosed(): boolean {
    return this.state === 'closed';
  }

  private cleanup(): void {
    this.state = 'closed';
    for (const t of this.timers) clearTimeout(t);
    this.timers.length = 0;
    if (this.live) this.deps.hub.remove(this);
  }
}
