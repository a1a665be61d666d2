import type { RealtimeEvent } from '@sw/contracts';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LiveStore } from './live-store';

const status = (
  timestamp: number,
  value: 'ONLINE' | 'OFFLINE' | 'INACTIVE' = 'ONLINE',
  uuid = 'u1',
): RealtimeEvent => ({
  type: 'DEVICE_STATUS',
  payload: { orgId: 1, siteId: 2, vendor: 'acme', uuid, deviceType: 'SENSOR', status: value, timestamp },
});

const readings = (points: [number, number][], uuid = 'u1'): RealtimeEvent => ({
  type: 'SENSOR_READINGS',
  payload: {
    orgId: 1,
    siteId: 2,
    vendor: 'acme',
    uuid,
    sensorId: 7,
    sensorType: 'TEMPERATURE',
    readings: points.map(([timestamp, value]) => ({ timestamp, value })),
  },
});

describe('LiveStore', () => {
  it('applies a device status only when it is newer than the one held (B-017)', () => {
    const store = new LiveStore();
    expect(store.apply(status(1000, 'ONLINE'))).toBe(true);
    expect(store.apply(status(900, 'OFFLINE'))).toBe(false);
    expect(store.apply(status(1000, 'OFFLINE'))).toBe(false);
    expect(store.get('u1', 'acme')?.status).toEqual({
      status: 'ONLINE',
      deviceType: 'SENSOR',
      siteId: 2,
      timestamp: 1000,
    });
    expect(store.apply(status(1001, 'OFFLINE'))).toBe(true);
    expect(store.get('u1', 'acme')?.status?.status).toBe('OFFLINE');
  });

  it('holds the newest reading, replaced only by one that is not older (B-018)', () => {
    const store = new LiveStore();
    expect(
      store.apply(
        readings([
          [10, 1],
          [30, 3],
          [20, 2],
        ]),
      ),
    ).toBe(true);
    expect(store.get('u1', 'acme')?.reading).toEqual({
      sensorId: 7,
      sensorType: 'TEMPERATURE',
      value: 3,
      timestamp: 30,
    });
    expect(store.apply(readings([[25, 9]]))).toBe(false);
    expect(store.apply(readings([]))).toBe(false);
    expect(store.apply(readings([[30, 4]]))).toBe(true);
    expect(store.get('u1', 'acme')?.reading?.value).toBe(4);
  });

  it('keeps status and reading of a device side by side, per uuid and vendor', () => {
    const store = new LiveStore();
    store.apply(status(5));
    store.apply(readings([[6, 21.5]]));
    store.apply(status(7, 'OFFLINE', 'u2'));
    expect(store.get('u1', 'acme')).toMatchObject({ status: { timestamp: 5 }, reading: { value: 21.5 } });
    expect(store.get('u2', 'acme')?.reading).toBeUndefined();
    expect(store.get('u1', 'other')).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it('ignores events that are not device values', () => {
    const store = new LiveStore();
    const job: RealtimeEvent = {
      type: 'REPORTS_STATUS',
      payload: { orgId: 1, userId: 2, jobId: 'j', jobState: 'SUCCESS' },
    };
    expect(store.apply(job)).toBe(false);
    expect(store.size).toBe(0);
  });

  it('gives the same values whatever the order of arrival, duplicates included (B-022)', () => {
    const event = fc.oneof(
      fc.record({ at: fc.integer({ min: 0, max: 1e6 }), kind: fc.constant('status' as const) }),
      fc.record({ at: fc.integer({ min: 0, max: 1e6 }), kind: fc.constant('reading' as const) }),
    );
    fc.assert(
      fc.property(
        fc
          .uniqueArray(event, { selector: (e) => e.at, maxLength: 15 })
          .chain((es) =>
            fc.tuple(fc.constant(es), fc.shuffledSubarray([...es, ...es], { minLength: 2 * es.length })),
          ),
        ([events, arrivals]) => {
          const toEvent = (e: { at: number; kind: 'status' | 'reading' }) =>
            e.kind === 'status'
              ? status(e.at, e.at % 2 ? 'ONLINE' : 'OFFLINE')
              : readings([[e.at, e.at / 10]]);
          const inOrder = new LiveStore();
          for (const e of [...events].sort((a, b) => a.at - b.at)) inOrder.apply(toEvent(e));
          const shuffled = new LiveStore();
          for (const e of arrivals) shuffled.apply(toEvent(e));
          expect(shuffled.get('u1', 'acme')).toEqual(inOrder.get('u1', 'acme'));
        },
      ),
    );
  });

  it('tells only the listeners of the device that changed, and keeps unchanged snapshots', () => {
    const store = new LiveStore();
    const one = vi.fn();
    const two = vi.fn();
    const offOne = store.subscribe('u1', 'acme', one);
    store.subscribe('u2', 'acme', two);
    store.apply(status(10));
    const snapshot = store.get('u1', 'acme');
    store.apply(status(10));
    store.apply(status(9));
    expect(store.get('u1', 'acme')).toBe(snapshot);
    expect(one).toHaveBeenCalledTimes(1);
    expect(two).not.toHaveBeenCalled();
    offOne();
    store.apply(status(11));
    expect(one).toHaveBeenCalledTimes(1);
  });

  it('forgets everything when the session ends, telling the watchers', () => {
    const store = new LiveStore();
    const watcher = vi.fn();
    store.subscribe('u1', 'acme', watcher);
    store.apply(status(10));
    store.clear();
    expect(store.get('u1', 'acme')).toBeUndefined();
    expect(store.size).toBe(0);
    expect(watcher).toHaveBeenCalledTimes(2);
  });

  it('stays bounded, dropping the stalest device nobody watches', () => {
    const store = new LiveStore(2);
    store.subscribe('a', 'acme', () => {});
    store.apply(status(1, 'ONLINE', 'a'));
    store.apply(status(2, 'ONLINE', 'b'));
    store.apply(status(3, 'ONLINE', 'c'));
    expect(store.size).toBe(2);
    expect(store.get('a', 'acme')).toBeDefined();
    expect(store.get('b', 'acme')).toBeUndefined();
    expect(store.get('c', 'acme')).toBeDefined();
  });
});
