import crypto from 'node:crypto';
import {
  APP_SUBSCRIBE,
  eventKeys,
  type Interest,
  interestKey,
  interestOf,
  parseTopic,
  type RealtimeEvent,
  SubscribeRequest,
} from '@sw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { isDatabaseUnavailable } from '../../lib/db-unavailable';
import type { AuthContext } from '../identity';
import type { Subscriber } from './hub';
import { connectToken, LiveAuth, msUntilExpiry } from './live-auth';
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
import {
  negotiateHeartBeat,
  parseHeartBeat,
  type StompFrame,
  StompParser,
  serializeFrame,
} from './stomp-frame';

/**
 * What the server offers in CONNECTED: it can send every 10 s and wants to hear every 10 s. With the
 * spec's client (heart-beat 10000,12000) that negotiates 10 s client→server and 12 s server→client.
 */
export const SERVER_HEART_BEAT: [number, number] = [10_000, 10_000];

interface Subscription {
  id: string;
  destination: string;
  key: string;
}

type Headers = Record<string, string>;

/** One STOMP 1.2 connection on /ws/stomp. Frames are handled one at a time, in order. */
export class StompSession implements Subscriber {
  private readonly parser = new StompParser();
  private readonly id = crypto.randomBytes(6).toString('hex');
  private state: 'new' | 'connected' | 'closed' = 'new';
  private live: LiveAuth | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly subs = new Map<string, Subscription>();
  private readonly byKey = new Map<string, Set<Subscription>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastReceived = Date.now();
  private seq = 0;

  constructor(
    private readonly ws: WebSocket,
    private readonly deps: RealtimeDeps,
    private readonly log: FastifyBaseLogger,
  ) {
    ws.on('message', (data: RawData) => this.onData(data));
    ws.on('close', () => this.cleanup());
    this.timers.push(
      setTimeout(() => {
        if (this.state === 'new') this.fail('Timed out waiting for CONNECT', undefined, {}, CLOSE.policy);
      }, AUTH_TIMEOUT_MS),
    );
  }

  get auth(): AuthContext {
    if (!this.live) throw new Error('not connected');
    return this.live.current;
  }

  deliver(event: RealtimeEvent): void {
    if (this.state !== 'connected') return;
    const matched = new Set<Subscription>();
    for (const key of eventKeys(event)) for (const s of this.byKey.get(key) ?? []) matched.add(s);
    if (!matched.size) return;
    const body = JSON.stringify(event);
    for (const s of matched) {
      this.write(
        'MESSAGE',
        {
          subscription: s.id,
          'message-id': `${this.id}-${++this.seq}`,
          destination: s.destination,
          'content-type': 'application/json',
        },
        body,
      );
    }
  }

  revoke(reason: string): void {
    this.fail('Unauthorized', undefined, {}, CLOSE.policy, reason);
  }

  shutdown(): void {
    this.state = 'closed';
    this.ws.close(CLOSE.goingAway, 'Server shutting down');
  }

  private onData(data: RawData): void {
    this.lastReceived = Date.now();
    const result = this.parser.push(toBuffer(data));
    for (const frame of result.frames) this.enqueue(() => this.handle(frame));
    if (result.error) {
      const error = result.error;
      this.enqueue(async () => this.fail(error));
    }
  }

  private enqueue(step: () => Promise<void>): void {
    this.queue = this.queue
      .then(() => (this.state === 'closed' ? undefined : step()))
      .catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) return this.fail(UNAVAILABLE, undefined, {}, CLOSE.tryAgain);
        this.log.error({ err }, 'STOMP frame handling failed');
        this.fail('Internal error', undefined, {}, CLOSE.server);
      });
  }

  private async handle(frame: StompFrame): Promise<void> {
    const { command } = frame;
    if (command === 'CONNECT' || command === 'STOMP') return this.onConnect(frame);
    if (this.state !== 'connected') return this.fail('Not connected: send CONNECT first', frame);
    switch (command) {
      case 'SUBSCRIBE':
        return this.onSubscribe(frame);
      case 'UNSUBSCRIBE':
        return this.onUnsubscribe(frame);
      case 'SEND':
        return this.onSend(frame);
      case 'ACK':
      case 'NACK':
        // Every subscription is ack:auto in effect; nothing is ever redelivered.
        return this.receipt(frame);
      case 'DISCONNECT':
        this.receipt(frame);
        this.state = 'closed';
        this.ws.close(CLOSE.normal, 'Bye');
        return;
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.fail('Transactions are not supported', frame);
      default:
        return this.fail(`Unknown command ${command}`, frame);
    }
  }

  private async onConnect(frame: StompFrame): Promise<void> {
    if (this.state === 'connected') return this.fail('Already connected', frame);
    const versions = frame.headers.get('accept-version');
    if (
      versions !== undefined &&
      !versions
        .split(',')
        .map((v) => v.trim())
        .includes('1.2')
    ) {
      return this.fail('Supported protocol versions are 1.2', frame, { version: '1.2' });
    }
    const heartBeat = parseHeartBeat(frame.headers.get('heart-beat'));
    if (!heartBeat) return this.fail('Invalid heart-beat header', frame);
    const token = connectToken(frame.headers);
    let ctx: AuthContext;
    try {
      if (!token) throw new Error('no token');
      ctx = await this.deps.authenticate(token);
    } catch (err) {
      if (isDatabaseUnavailable(err)) return this.fail(UNAVAILABLE, frame, {}, CLOSE.tryAgain);
      return this.fail('Unauthorized', frame, {}, CLOSE.policy, 'A valid bearer token is required');
    }
    if (this.state === 'closed') return;
    this.live = new LiveAuth(token, ctx, this.deps.authenticate);
    await this.deps.hub.add(this);
    if (this.isClosed()) return this.deps.hub.remove(this);
    this.state = 'connected';
    const offer = this.deps.heartBeat ?? SERVER_HEART_BEAT;
    this.write('CONNECTED', {
      version: '1.2',
      'heart-beat': offer.join(','),
      server: 'SiteWatch/1.0',
      session: this.id,
    });
    this.startHeartBeats(negotiateHeartBeat(heartBeat, offer));
    const expiry = msUntilExpiry(token);
    if (expiry !== null) this.timers.push(setTimeout(() => this.revoke('Token expired'), expiry));
  }

  private startHeartBeats({
    serverToClientMs,
    clientToServerMs,
  }: ReturnType<typeof negotiateHeartBeat>): void {
    if (serverToClientMs > 0) {
      this.timers.push(setInterval(() => send(this.ws, '\n'), serverToClientMs));
    }
    if (clientToServerMs > 0) {
      // The client may be late by network jitter; silence of more than two intervals means it is gone.
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastReceived > 2 * clientToServerMs) {
            this.log.info({ session: this.id }, 'STOMP client silent past its heart-beat; closing');
            this.state = 'closed';
            this.ws.terminate();
          }
        }, clientToServerMs),
      );
    }
  }

  private async onSubscribe(frame: StompFrame): Promise<void> {
    const id = frame.headers.get('id');
    const destination = frame.headers.get('destination');
    if (!id || !destination) return this.fail('SUBSCRIBE needs the id and destination headers', frame);
    if (this.subs.has(id))
      return this.fail(`Subscription id ${id} is already in use`, frame, { destination });
    if (this.subs.size >= MAX_SUBSCRIPTIONS)
      return this.fail('Too many subscriptions', frame, { destination });
    const parsed = parseTopic(destination);
    if (!parsed.ok) return this.fail(parsed.warning, frame, { destination });
    if (!(await this.allowed(parsed.interest, frame, destination))) return;
    const sub: Subscription = { id, destination, key: interestKey(parsed.interest) };
    this.subs.set(id, sub);
    const set = this.byKey.get(sub.key) ?? new Set();
    set.add(sub);
    this.byKey.set(sub.key, set);
    this.receipt(frame);
  }

  private onUnsubscribe(frame: StompFrame): void {
    const id = frame.headers.get('id');
    if (!id) {
      this.fail('UNSUBSCRIBE needs the id header', frame);
      return;
    }
    const sub = this.subs.get(id);
    if (sub) {
      this.subs.delete(id);
      const set = this.byKey.get(sub.key);
      set?.delete(sub);
      if (set && !set.size) this.byKey.delete(sub.key);
    }
    this.receipt(frame);
  }

  /**
   * SEND /app/subscribe {channel, uuid, vendor} | {channel, jobId} | {channel, resourceId}: the spec's
   * client announces each subscription. Topics are always live here, so the announcement is validated
   * and authorised like a SUBSCRIBE (ERROR when it fails) and needs no further state.
   */
  private async onSend(frame: StompFrame): Promise<void> {
    const destination = frame.headers.get('destination') ?? '';
    if (destination !== APP_SUBSCRIBE)
      return this.fail(`Unknown destination '${destination.slice(0, 120)}'`, frame, { destination });
    let json: unknown;
    try {
      json = JSON.parse(frame.body.toString('utf8'));
    } catch {
      return this.fail('The subscribe message must be JSON', frame, { destination });
    }
    const req = SubscribeRequest.safeParse(json);
    if (!req.success) return this.fail('Invalid subscribe message', frame, { destination });
    const interest = interestOf(req.data);
    if (!interest.ok) return this.fail(interest.warning, frame, { destination });
    if (!(await this.allowed(interest.interest, frame, destination))) return;
    this.receipt(frame);
  }

  /** Re-checks the token (a password change ends the session) and the caller's right to the interest. */
  private async allowed(interest: Interest, frame: StompFrame, destination: string): Promise<boolean> {
    const live = this.live!;
    if (!(await live.recheck())) {
      this.fail('Unauthorized', frame, { destination }, CLOSE.policy, 'The session has ended');
      return false;
    }
    const denied = await this.deps.authorize(live.current, interest);
    if (denied) {
      this.fail(denied, frame, { destination }, CLOSE.policy);
      return false;
    }
    return this.state === 'connected';
  }

  private receipt(frame: StompFrame): void {
    const id = frame.headers.get('receipt');
    if (id !== undefined) this.write('RECEIPT', { 'receipt-id': id });
  }

  /**
   * STOMP 1.2: an ERROR frame, then the connection closes. `destination` names the subscription that
   * failed so that a client can drop it instead of retrying it on every reconnect.
   */
  private fail(
    message: string,
    frame?: StompFrame,
    extra: Headers = {},
    code: number = CLOSE.protocol,
    detail = message,
  ): void {
    if (this.state === 'closed' && this.ws.readyState !== this.ws.OPEN) return;
    const headers: Headers = { message: message.slice(0, 200), 'content-type': 'text/plain', ...extra };
    const receipt = frame?.headers.get('receipt');
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.write('ERROR', headers, detail);
    this.state = 'closed';
    this.ws.close(code, closeReason(message));
  }

  private write(command: string, headers: Headers, body = ''): void {
    send(this.ws, serializeFrame(command, headers, body));
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
