import type { RealtimeEvent } from '@sw/contracts';
import { parseRealtimeEvent } from '@sw/contracts/constants';
import { STREAM_CHECK_MS, STREAM_PING_EVERY_CHECKS } from './config';

/** The part of a browser WebSocket the stream uses (a fake in tests). */
export interface StreamSocket {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

const OPEN = 1;
const CONNECTING = 0;

export interface StreamOptions {
  url: string;
  getToken: () => string | null;
  onEvent: (event: RealtimeEvent) => void;
  createSocket?: (url: string) => StreamSocket;
  log?: Pick<Console, 'warn' | 'error'>;
}

/**
 * The plain WebSocket stream (B-019 … B-021): checked every 5 s and re-created when it is not open;
 * it authenticates with a first AUTH message (the token stays out of URLs and logs), answers the
 * server's PING with PONG (I-030) and sends its own PING every 20 s.
 */
export class StreamManager {
  private socket: StreamSocket | null = null;
  /** The socket was already CONNECTING at the previous check. */
  private slow = false;
  private checks = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly log: Pick<Console, 'warn' | 'error'>;
  private readonly create: (url: string) => StreamSocket;

  constructor(private readonly opts: StreamOptions) {
    this.log = opts.log ?? console;
    this.create = opts.createSocket ?? ((url) => new WebSocket(url) as unknown as StreamSocket);
  }

  start(): void {
    if (this.timer) return;
    this.open();
    this.timer = setInterval(() => this.check(), STREAM_CHECK_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.discard();
  }

  private check(): void {
    const s = this.socket;
    if (s?.readyState === OPEN) {
      if (++this.checks % STREAM_PING_EVERY_CHECKS === 0) s.send(JSON.stringify({ type: 'PING' }));
      return;
    }
    // Still connecting at its first check: one more period before it is replaced (slow networks).
    if (s?.readyState === CONNECTING && !this.slow) {
      this.slow = true;
      return;
    }
    this.discard();
    this.open();
  }

  private open(): void {
    const token = this.opts.getToken();
    if (!token) return; // signed out: the next check tries again
    let socket: StreamSocket;
    try {
      socket = this.create(this.opts.url);
    } catch (err) {
      this.log.error('Real-time stream: cannot open', err);
      return;
    }
    this.socket = socket;
    this.slow = false;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'AUTH', token }));
    socket.onmessage = (ev) => this.onMessage(socket, ev.data);
  }

  private onMessage(socket: StreamSocket, data: unknown): void {
    let msg: { type?: unknown; message?: unknown };
    try {
      msg = JSON.parse(String(data));
    } catch (err) {
      this.log.error('Real-time stream: unreadable message ignored', err); // B-007
      return;
    }
    switch (msg.type) {
      case 'PING':
        socket.send(JSON.stringify({ type: 'PONG' }));
        return;
      case 'PONG':
      case 'READY':
        return;
      case 'ERROR':
        this.log.warn(`Real-time stream: ${String(msg.message)}`);
        return;
    }
    const event = parseRealtimeEvent(msg);
    if (!event) {
      this.log.error('Real-time stream: unexpected message ignored', msg.type);
      return;
    }
    this.opts.onEvent(event);
  }

  private discard(): void {
    const s = this.socket;
    this.socket = null;
    if (!s) return;
    s.onmessage = null;
    s.onopen = null;
    try {
      s.close();
    } catch {
      // Already closed.
    }
  }
}
