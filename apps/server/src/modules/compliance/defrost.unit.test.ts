import { describe, expect, it } from 'vitest';
import { type Bucket, baselinePeaks, detectDefrosts } from './defrost';
import { LocalHours } from './local-hours';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/**
 * A synthetic freezer trace: buckets of `minutes` from `from` for `days`, normally -20 °C on average
 * with peaks of -19.2 (compressor cycling), plus whatever `extra(ms)` adds (°C on average and peak).
 */
function trace(
  from: string,
  days: number,
  minutes: number,
  extra: (ms: number) => { avg: number; max: number } = () => ({ avg: 0, max: 0 }),
): Bucket[] {
  const out: Bucket[] = [];
  const t0 = Date.parse(from);
  for (let ms = t0; ms < t0 + days * DAY; ms += minutes * MIN) {
    const e = extra(ms);
    out.push({ start: ms, minutes, avg: -20 + e.avg, max: -19.2 + e.max, min: -20.8 });
  }
  return out;
}

/** A defrost at local minute `at` of every day lasting `len` minutes, rising `rise` °C (zone `zone`). */
const dailyDefrost = (zone: LocalHours, at: number[], len: number, rise: number) => (ms: number) => {
  const m = zone.dayMinute(ms).minute;
  const on = at.some((a) => m >= a && m < a + len);
  return on ? { avg: rise / 2, max: rise } : { avg: 0, max: 0 };
};

const utc = new LocalHours('UTC');
const iso = (ms: number) => new Date(ms).toISOString();

describe('defrost detection', () => {
  it('finds periodic defrosts: two a day at the same local times, each cycle with its peak and rise', () => {
    const series = trace('2026-11-01T00:00:00Z', 6, 15, dailyDefrost(utc, [120, 840], 30, 7));
    const cycles = detectDefrosts(series, utc);
    expect(cycles).toHaveLength(12);
    expect(cycles.map((c) => iso(c.start).slice(11, 16))).toEqual(Array(6).fill(['02:00', '14:00']).flat());
    expect(cycles[0]).toEqual({
      start: Date.parse('2026-11-01T02:00:00Z'),
      end: Date.parse('2026-11-01T02:30:00Z'),
      peak: -12.2,
      rise: 7,
    });
  });

  it('does not take a one-off door-open spike for a defrost', () => {
    const spike = (ms: number) =>
      ms >= Date.parse('2026-11-03T10:15:00Z') && ms < Date.parse('2026-11-03T10:45:00Z')
        ? { avg: 4, max: 6 }
        : { avg: 0, max: 0 };
    const both = (ms: number) => {
      const d = dailyDefrost(utc, [120], 30, 7)(ms);
      const s = spike(ms);
      return { avg: d.avg + s.avg, max: d.max + s.max };
    };
    const cycles = detectDefrosts(trace('2026-11-01T00:00:00Z', 6, 15, both), utc);
    expect(cycles).toHaveLength(6);
    expect(cycles.every((c) => iso(c.start).slice(11, 16) === '02:00')).toBe(true);
  });

  it('does not take a failing compressor for a defrost, even when it starts at a defrost time', () => {
    const failing = (ms: number) => {
      const d = dailyDefrost(utc, [120], 30, 7)(ms);
      // Day 4 from 02:00: the box warms for 4 hours before the unit is reset.
      const f0 = Date.parse('2026-11-04T02:00:00Z');
      const warm = ms >= f0 && ms < f0 + 4 * HOUR ? 1 + (ms - f0) / HOUR : 0;
      return { avg: d.avg + warm, max: d.max + warm };
    };
    const cycles = detectDefrosts(trace('2026-11-01T00:00:00Z', 6, 15, failing), utc);
    expect(cycles.map((c) => iso(c.start).slice(0, 10))).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-05',
      '2026-11-06',
    ]);
  });

  it('needs the rise to recur on at least three local days', () => {
    const twoDays = (ms: number) =>
      ms < Date.parse('2026-11-03T00:00:00Z') ? dailyDefrost(utc, [120], 30, 7)(ms) : { avg: 0, max: 0 };
    expect(detectDefrosts(trace('2026-11-01T00:00:00Z', 6, 15, twoDays), utc)).toEqual([]);
  });

  it('ignores rises smaller than the threshold (compressor noise) and rises cut by the edge of the data', () => {
    const small = trace('2026-11-01T00:00:00Z', 6, 15, dailyDefrost(utc, [120], 30, 0.8));
    expect(detectDefrosts(small, utc)).toEqual([]);
    // The trace starts inside the first defrost: that one is not judged, the next five are.
    const cut = trace('2026-11-01T02:15:00Z', 6, 15, dailyDefrost(utc, [120], 30, 7));
    expect(detectDefrosts(cut, utc)).toHaveLength(5);
  });

  it('finds defrosts in hourly buckets (older history), where the peak still shows the rise', () => {
    const hourly = trace('2026-10-01T00:00:00Z', 7, 60, (ms) =>
      new Date(ms).getUTCHours() === 3 ? { avg: 1.5, max: 6 } : { avg: 0, max: 0 },
    );
    const cycles = detectDefrosts(hourly, utc);
    expect(cycles).toHaveLength(7);
    expect(cycles.every((c) => c.end - c.start === HOUR)).toBe(true);
  });

  it('follows local time: a half-hour zone and a DST change', () => {
    const kolkata = new LocalHours('Asia/Kolkata');
    // 02:30 in Kolkata is 21:00 UTC the day before.
    const k = detectDefrosts(
      trace('2026-11-01T00:00:00Z', 5, 15, dailyDefrost(kolkata, [150], 30, 7)),
      kolkata,
    );
    expect(k.map((c) => iso(c.start).slice(11, 16))).toEqual(Array(5).fill('21:00'));
    // London leaves summer time on 26 October 2025: a defrost at 04:00 local moves from 03:00 to 04:00 UTC.
    const london = new LocalHours('Europe/London');
    const l = detectDefrosts(
      trace('2025-10-23T00:00:00Z', 6, 15, dailyDefrost(london, [240], 30, 7)),
      london,
    );
    expect(l.map((c) => iso(c.start))).toEqual([
      '2025-10-23T03:00:00.000Z',
      '2025-10-24T03:00:00.000Z',
      '2025-10-25T03:00:00.000Z',
      '2025-10-26T04:00:00.000Z',
      '2025-10-27T04:00:00.000Z',
      '2025-10-28T04:00:00.000Z',
    ]);
  });

  it('takes the baseline peak as the median peak of the surrounding day', () => {
    const series = trace('2026-11-01T00:00:00Z', 2, 60, (ms) =>
      new Date(ms).getUTCHours() === 5 ? { avg: 0, max: 10 } : { avg: 0, max: 0 },
    );
    const base = baselinePeaks(series);
    expect(base.every((b) => b !== null && Math.abs(b - -19.2) < 1e-9)).toBe(true);
    expect(baselinePeaks(series.slice(0, 3))).toEqual([null, null, null]);
  });
});
