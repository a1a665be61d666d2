import type { RealtimeEvent } from '@sw/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl, reconnectDelay, STREAM_CHECK_MS } from './config';
import { getRealtimeState, setRealtimeState, subscribeRealtimeState } from './state';
import { StreamManager, type StreamSocket } from './stream';

class FakeSocket implements StreamSocket {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  readonly sent: unknown[] = [];
  closed = false;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(msg: unknown): void {
    this.onmessage?.({ data: typeof msg === 'string' ? msg : JSON.stringify(msg) });
  }
}

let sockets: FakeSocket[];
let events: RealtimeEvent[];
const log = { warn: vi.fn(), error: vi.fn() };
let stream: StreamManager;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  events = [];
  log.warn.mockReset();
  log.error.mockReset();
  stream = new StreamManager({
    url: 'ws://host/ws/stream',
    getToken: () => 'tok',
    onEvent: (e) => events.push(e),
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    log,
  });
});
afterEach(() => {
  stream.stop();
  vi.useRealTimers();
});

const reading: RealtimeEvent = {
  type: 'SENSOR_READINGS',
  payload: { orgId: 1, siteId: 2, vendor: 'v', uuid: 'u', sensorId: 3, sensorType: 'DOOR', readings: [] },
};

describe('plain stream (B-019 … B-021)', () => {
  it('authenticates on open, answers PING with PONG, pings every 20 s and delivers events', async () => {
    stream.start();
    const s = sockets[0]!;
    s.open();
    expect(s.sent).toEqual([{ type: 'AUTH', token: 'tok' }]);
    s.receive({ type: 'READY' });
    s.receive({ type: 'PING' });
    expect(s.sent.at(-1)).toEqual({ type: 'PONG' });
    s.receive(reading);
    s.receive('{oops');
    s.receive({ type: 'NOT_A_CHANNEL' });
    expect(events).toEqual([reading]);
    expect(log.error).toHaveBeenCalledTimes(2); // parse failures are logged and ignored (B-007)
    await vi.advanceTimersByTimeAsync(4 * STREAM_CHECK_MS);
    expect(s.sent.at(-1)).toEqual({ type: 'PING' });
    expect(sockets).toHaveLength(1);
  });

  it('is checked every 5 s and re-created when it is not open', async () => {
    stream.start();
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(STREAM_CHECK_MS);
    expect(sockets).toHaveLength(1);
    sockets[0]!.readyState = 3; // dropped
    await vi.advanceTimersByTimeAsync(STREAM_CHECK_MS);
    expect(sockets).toHaveLength(2);
    // Still connecting at its first check: left alone; still connecting at the second: replaced.
    await vi.advanceTimersByTimeAsync(STREAM_CHECK_MS);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(STREAM_CHECK_MS);
    expect(sockets).toHaveLength(3);
    expect(sockets[1]!.closed).toBe(true);
  });
});

describe('config and state', () => {
  it('derives endpoints from the page origin', () => {
    expect(endpointUrl('/ws/stomp', { protocol: 'https:', host: 'a.example:8443' })).toBe(
      'wss://a.example:8443/ws/stomp',
    );
    expect(endpointUrl('/ws/stream', { protocol: 'http:', host: 'localhost' })).toBe(
      'ws://localhost/ws/stream',
    );
  });

  it('has the spec backoff schedule', () => {
    expect([1, 2, 3, 6, 7, 50].map(reconnectDelay)).toEqual([500, 1000, 2000, 16000, 30000, 30000]);
  });

  it('keeps the connection state and tells subscribers when it changes', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const seen: string[] = [];
    const off = subscribeRealtimeState(() => seen.push(getRealtimeState()));
    setRealtimeState('connected');
    setRealtimeState('error', 'closed with 1006');
    setRealtimeState('error');
    setRealtimeState('closed');
    off();
    expect(seen).toEqual(['connected', 'error', 'closed']);
    expect(info).toHaveBeenCalledWith('Real-time: error (closed with 1006)');
    info.mockRestore();
  });
});
