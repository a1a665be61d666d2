import type { IStompSocket } from '@stomp/stompjs';
import type { RealtimeEvent } from '@sw/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay } from './config';
import type { RealtimeState } from './state';
import { RealtimeClient } from './stomp-client';

// The real @stomp/stompjs client against an in-memory socket that plays the server.

type Handler = ((ev?: unknown) => unknown) | null | undefined;

class FakeSocket implements IStompSocket {
  url = 'ws://test/ws/stomp';
  readyState = 0;
  binaryType = 'arraybuffer';
  onclose: Handler = null;
  onerror: Handler = null;
  onmessage: Handler = null;
  onopen: Handler = null;
  readonly sent: string[] = [];

  constructor(private readonly server: FakeServer) {}

  send(data: unknown): void {
    const text = String(data);
    this.sent.push(text);
    if (text.startsWith('CONNECT')) this.server.onConnect(this, text);
    if (text.startsWith('DISCONNECT')) {
      this.deliver(`RECEIPT\nreceipt-id:${header(text, 'receipt')}\n\n\0`);
    }
  }
  close(): void {
    this.drop(1000);
  }
  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code: number): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason: '', wasClean: code === 1000 });
  }
  deliver(frame: string): void {
    this.onmessage?.({ data: frame });
  }
  frames(command: string): string[] {
    return this.sent.filter((f) => f.startsWith(`${command}\n`));
  }
}

class FakeServer {
  readonly sockets: FakeSocket[] = [];
  readonly opened: number[] = [];
  /** Whether new sockets open (true) or are refused (false). */
  up = true;
  connectHeaders: string[] = [];

  factory = (): IStompSocket => {
    const s = new FakeSocket(this);
    this.sockets.push(s);
    this.opened.push(Date.now());
    // After stompjs has attached its handlers (synchronously after the factory returns).
    queueMicrotask(() => (this.up ? s.accept() : s.drop(1006)));
    return s;
  };
  onConnect(s: FakeSocket, frame: string): void {
    this.connectHeaders.push(frame);
    s.deliver('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0');
  }
  get last(): FakeSocket {
    return this.sockets[this.sockets.length - 1]!;
  }
}

const header = (frame: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(frame)?.[1];

let server: FakeServer;
let states: RealtimeState[];
const log = { warn: vi.fn(), error: vi.fn() };
let client: RealtimeClient;

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeServer();
  states = [];
  log.warn.mockReset();
  log.error.mockReset();
  client = new RealtimeClient({
    webSocketFactory: server.factory,
    getToken: () => 'tok-1',
    log,
    onState: (s) => states.push(s),
  });
});
afterEach(async () => {
  await client.stop();
  vi.useRealTimers();
});

describe('reconnect backoff (B-004, B-006)', () => {
  it('waits 500 ms doubled per attempt up to 30 s, and starts again at 500 ms after a success', async () => {
    server.up = false;
    client.start();
    await vi.advanceTimersByTimeAsync(150_000);
    const gaps = server.opened.slice(1).map((t, i) => t - server.opened[i]!);
    expect(gaps.slice(0, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(reconnectDelay));
    expect(gaps.slice(0, 9)).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);

    server.up = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(states).toContain('connected');
    const before = server.opened.length;
    server.last.drop(1006);
    await vi.advanceTimersByTimeAsync(499);
    expect(server.opened.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.opened.length).toBe(before + 1);
  });

  it('sends the bearer token and the heart-beats of the spec in CONNECT', async () => {
    client.start();
    await vi.advanceTimersByTimeAsync(10);
    const connect = server.connectHeaders[0]!;
    expect(header(connect, 'Authorization')).toBe('Bearer tok-1');
    expect(header(connect, 'heart-beat')).toBe('10000,12000');
  });
});

describe('stop', () => {
  it('reports closed at once and nothing from the closing connection afterwards', async () => {
    client.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(states).toEqual(['connected']);
    const s = server.last;
    const stopping = client.stop();
    expect(states).toEqual(['connected', 'closed']);
    s.drop(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    await stopping;
    expect(states).toEqual(['connected', 'closed']);
    expect(server.sockets).toHaveLength(1);
  });
});

describe('subscriptions', () => {
  it('warns and subscribes nothing for requests missing what spec 1 §5 needs', async () => {
    client.start();
    await vi.advanceTimersByTimeAsync(10);
    client.subscribe({ channel: 'SENSOR_READINGS', uuid: 'u' }, () => {});
    client.subscribe({ channel: 'DEVICE_STATUS', vendor: 'v' }, () => {});
    client.subscribe({ channel: 'REPORTS_STATUS' }, () => {});
    client.subscribe({ channel: 'INCIDENT_INFO' }, () => {});
    client.subscribe({ channel: 'BOGUS' }, () => {});
    expect(log.warn.mock.calls.map((c) => c[0])).toEqual([
      'Real-time: SENSOR_READINGS needs vendor and uuid; not subscribed',
      'Real-time: DEVICE_STATUS needs vendor and uuid; not subscribed',
      'Real-time: REPORTS_STATUS needs a jobId; not subscribed',
      'Real-time: INCIDENT_INFO needs an equipment or space id; not subscribed',
      "Real-time: unknown channel 'BOGUS' ignored",
    ]);
    expect(server.last.frames('SUBSCRIBE')).toHaveLength(0);
  });

  it('subscribes, announces to /app/subscribe, and does both again after a reconnect', async () => {
    client.subscribe({ channel: 'SENSOR_READINGS', uuid: 'u 1', vendor: 'acme' }, () => {});
    client.start();
    await vi.advanceTimersByTimeAsync(10);
    const first = server.last;
    expect(first.frames('SUBSCRIBE').map((f) => header(f, 'destination'))).toEqual([
      '/topic/subscribe/SENSOR_READINGS/u%201/acme',
    ]);
    const send = first.frames('SEND')[0]!;
    expect(header(send, 'destination')).toBe('/app/subscribe');
    expect(JSON.parse(send.slice(send.indexOf('\n\n') + 2, -1))).toEqual({
      channel: 'SENSOR_READINGS',
      uuid: 'u 1',
      vendor: 'acme',
    });
    first.drop(1012);
    await vi.advanceTimersByTimeAsync(600);
    expect(server.last).not.toBe(first);
    expect(server.last.frames('SUBSCRIBE')).toHaveLength(1);
    expect(server.last.frames('SEND')).toHaveLength(1);
    expect(states).toEqual(['connected', 'error', 'connected']);
  });

  it('delivers messages and drops a job subscription once the job succeeds (B-015)', async () => {
    const got: RealtimeEvent[] = [];
    client.subscribe({ channel: 'REPORTS_STATUS', jobId: 'job-1' }, (e) => got.push(e));
    client.start();
    await vi.advanceTimersByTimeAsync(10);
    const s = server.last;
    const id = header(s.frames('SUBSCRIBE')[0]!, 'id')!;
    const message = (jobState: string) =>
      `MESSAGE\nsubscription:${id}\nmessage-id:m\ndestination:/topic/subscribe/REPORTS_STATUS/job-1\n\n${JSON.stringify(
        {
          type: 'REPORTS_STATUS',
          payload: { orgId: 1, userId: 2, jobId: 'job-1', jobState },
        },
      )}\0`;
    s.deliver(message('GENERATING'));
    s.deliver(`MESSAGE\nsubscription:${id}\nmessage-id:x\ndestination:d\n\nnot json\0`);
    s.deliver(message('SUCCESS'));
    expect(got.map((e) => (e.type === 'REPORTS_STATUS' ? e.payload.jobState : ''))).toEqual([
      'GENERATING',
      'SUCCESS',
    ]);
    expect(log.error).toHaveBeenCalledWith('Real-time: unreadable message ignored', expect.anything()); // B-007
    expect(s.frames('UNSUBSCRIBE').map((f) => header(f, 'id'))).toEqual([id]);
    s.drop(1006);
    await vi.advanceTimersByTimeAsync(600);
    expect(server.last.frames('SUBSCRIBE')).toHaveLength(0);
  });

  it('drops a topic the server refuses, so that reconnecting does not repeat it', async () => {
    client.subscribe({ channel: 'DEVICE_STATUS', uuid: 'x', vendor: 'y' }, () => {});
    client.start();
    await vi.advanceTimersByTimeAsync(10);
    const s = server.last;
    s.deliver('ERROR\nmessage:No device x (y)\ndestination:/topic/subscribe/DEVICE_STATUS/x/y\n\n\0');
    s.drop(1008);
    expect(states).toContain('error');
    expect(log.warn).toHaveBeenCalledWith(
      'Real-time: /topic/subscribe/DEVICE_STATUS/x/y refused: No device x (y)',
    );
    await vi.advanceTimersByTimeAsync(600);
    expect(server.last).not.toBe(s);
    expect(server.last.frames('SUBSCRIBE')).toHaveLength(0);
  });
});
