import type { RealtimeEvent } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { emitLiveEvent, onLiveEvent, throttle } from './live-events';
import { reportsFrom } from './use-live-refresh';

const reading = (siteId: number): RealtimeEvent => ({
  type: 'SENSOR_READINGS',
  payload: {
    orgId: 1,
    siteId,
    vendor: 'Nordsense',
    uuid: 'u-1',
    sensorId: 1,
    sensorType: 'TEMPERATURE',
    readings: [{ timestamp: 1, value: 3.2 }],
  },
});

function fakeClock() {
  let now = 0;
  const timers: { at: number; fn: () => void }[] = [];
  return {
    clock: {
      now: () => now,
      set: (fn: () => void, ms: number) => {
        const t = { at: now + ms, fn };
        timers.push(t);
        return t;
      },
      clear: (t: unknown) => {
        timers.splice(timers.indexOf(t as (typeof timers)[number]), 1);
      },
    },
    advance(ms: number) {
      now += ms;
      for (const t of timers.filter((x) => x.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
    },
  };
}

describe('live events', () => {
  it('tells every listener until it stops listening', () => {
    const seen: number[] = [];
    const stop = onLiveEvent((e) => seen.push(e.type === 'SENSOR_READINGS' ? e.payload.siteId : 0));
    emitLiveEvent(reading(4));
    stop();
    emitLiveEvent(reading(5));
    expect(seen).toEqual([4]);
  });

  it('matches the reports of the watched sites only', () => {
    expect(reportsFrom([4])(reading(4))).toBe(true);
    expect(reportsFrom([4])(reading(5))).toBe(false);
    expect(reportsFrom('ALL')(reading(5))).toBe(true);
    const incident = { type: 'INCIDENT_INFO', payload: { siteId: 4 } } as unknown as RealtimeEvent;
    expect(reportsFrom('ALL')(incident)).toBe(false);
  });

  it('runs at once, then at most once per interval, never losing the last burst', () => {
    const f = fakeClock();
    let runs = 0;
    const t = throttle(() => runs++, 5_000, f.clock);
    t.trigger();
    expect(runs).toBe(1);
    t.trigger();
    t.trigger();
    f.advance(4_999);
    expect(runs).toBe(1);
    f.advance(1);
    expect(runs).toBe(2);
    f.advance(10_000);
    expect(runs).toBe(2);
    t.trigger();
    expect(runs).toBe(3);
    t.trigger();
    t.cancel();
    f.advance(10_000);
    expect(runs).toBe(3);
  });
});
