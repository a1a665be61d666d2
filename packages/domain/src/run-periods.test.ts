import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mergePeriods,
  overlayStages,
  RUN_GAP_MS,
  type RunPeriod,
  type RunSample,
  runLanes,
  runPeriods,
} from './run-periods';
import { dayInZone } from './zone-days';

const MIN = 60_000;
const T0 = Date.UTC(2026, 5, 10, 8, 0); // 10 June 2026, 08:00 UTC
const at = (minutes: number) => T0 + minutes * MIN;
const series = (flags: (boolean | null)[], step = 2): RunSample[] =>
  flags.map((on, i) => ({ t: at(i * step), on }));

describe('runPeriods', () => {
  it('starts when the flag turns on and ends when it turns off', () => {
    expect(runPeriods(series([false, true, true, false, false]), 'UTC')).toEqual([
      { start: at(2), end: at(6) },
    ]);
  });

  it('ends at the end of data while still on', () => {
    expect(runPeriods(series([true, true, true]), 'UTC')).toEqual([{ start: at(0), end: at(4) }]);
  });

  it('ends at the last sample before a gap of 90 minutes or more, not before a shorter one', () => {
    const gap: RunSample[] = [
      { t: at(0), on: true },
      { t: at(10), on: true },
      { t: at(100), on: true },
      { t: at(110), on: false },
    ];
    expect(runPeriods(gap, 'UTC')).toEqual([
      { start: at(0), end: at(10) },
      { start: at(100), end: at(110) },
    ]);
    const shorter = gap.map((s, i) => (i >= 2 ? { ...s, t: s.t - MIN } : s)); // 89 minutes
    expect(runPeriods(shorter, 'UTC')).toEqual([{ start: at(0), end: at(109) }]);
  });

  it("splits at midnight of the site's zone, not UTC's", () => {
    // 22:00 to 02:00 UTC; New York's midnight is 04:00 UTC in June, Paris's 22:00 UTC.
    const night = Date.UTC(2026, 5, 10, 22, 0);
    const samples = [0, 60, 120, 180, 240].map((m) => ({ t: night + m * MIN, on: true }));
    expect(runPeriods(samples, 'America/New_York')).toHaveLength(1);
    expect(runPeriods(samples, 'UTC').map((p) => p.end)).toEqual([Date.UTC(2026, 5, 11), night + 240 * MIN]);
    expect(runPeriods(samples, 'Europe/Paris')).toEqual([{ start: night, end: night + 240 * MIN }]);
  });

  it('treats a missing flag as off and ignores sample order', () => {
    const s = series([true, null, true, true]);
    expect(runPeriods([...s].reverse(), 'UTC')).toEqual([
      { start: at(0), end: at(2) },
      { start: at(4), end: at(6) },
    ]);
  });

  const samples = fc.array(
    fc.record({ t: fc.integer({ min: 0, max: 6 * 24 * 60 }).map(at), on: fc.option(fc.boolean()) }),
    { maxLength: 200 },
  );
  const zone = fc.constantFrom('UTC', 'America/New_York', 'Europe/Paris', 'Australia/Sydney', 'Asia/Kolkata');

  it('gives sorted, non-overlapping periods within one local day, bounded by samples or midnights', () => {
    fc.assert(
      fc.property(samples, zone, (s, tz) => {
        const periods = runPeriods(s, tz);
        const times = new Set(s.map((x) => x.t));
        periods.forEach((p, i) => {
          expect(p.end).toBeGreaterThan(p.start);
          if (i > 0) expect(p.start).toBeGreaterThanOrEqual(periods[i - 1]!.end);
          expect(dayInZone(new Date(p.start), tz)).toBe(dayInZone(new Date(p.end - 1), tz));
          // Every edge is a sample instant or a local midnight.
          for (const edge of [p.start, p.end]) {
            const midnight = dayInZone(new Date(edge - 1), tz) !== dayInZone(new Date(edge), tz);
            expect(times.has(edge) || midnight).toBe(true);
          }
        });
      }),
    );
  });

  it('never spans a gap of 90 minutes between samples, and covers every on→next-sample step shorter than it', () => {
    fc.assert(
      fc.property(samples, zone, (s, tz) => {
        const periods = runPeriods(s, tz);
        const sorted = [...new Map(s.map((x) => [x.t, x])).values()].sort((a, b) => a.t - b.t);
        const inside = (t: number) => periods.some((p) => p.start <= t && t < p.end);
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1]!;
          const b = sorted[i]!;
          const mid = (a.t + b.t) / 2;
          if (b.t - a.t >= RUN_GAP_MS) expect(inside(mid)).toBe(false);
        }
        // A sample that is off is never inside a period started before it.
        for (const x of s)
          if (x.on !== true && s.filter((y) => y.t === x.t).every((y) => y.on !== true))
            expect(periods.some((p) => p.start < x.t && x.t < p.end)).toBe(false);
      }),
    );
  });
});

describe('overlayStages', () => {
  it('draws stage 2 over stage 1 and keeps the parts of stage 1 before and after it', () => {
    expect(overlayStages([{ start: 0, end: 100 }], [{ start: 30, end: 60 }])).toEqual([
      { start: 0, end: 30, stage: 1 },
      { start: 30, end: 60, stage: 2 },
      { start: 60, end: 100, stage: 1 },
    ]);
  });

  const periods = fc
    .array(fc.tuple(fc.nat(1000), fc.integer({ min: 1, max: 200 })), { maxLength: 12 })
    .map((xs) => xs.map(([s, len]) => ({ start: s, end: s + len })));
  const covered = (ps: readonly RunPeriod[], t: number) => ps.some((p) => p.start <= t && t < p.end);

  it('never overlaps, keeps stage 2 whole and covers exactly the union of both stages', () => {
    fc.assert(
      fc.property(periods, periods, (one, two) => {
        const out = overlayStages(one, two);
        for (let i = 1; i < out.length; i++) expect(out[i]!.start).toBeGreaterThanOrEqual(out[i - 1]!.end);
        expect(
          mergePeriods(out.filter((p) => p.stage === 2)).map(({ start, end }) => ({ start, end })),
        ).toEqual(mergePeriods(two));
        for (let t = 0; t <= 1200; t += 7) {
          expect(covered(out, t)).toBe(covered(one, t) || covered(two, t));
          if (covered(two, t)) expect(out.find((p) => p.start <= t && t < p.end)?.stage).toBe(2);
        }
      }),
    );
  });
});

describe('runLanes', () => {
  it('puts each flag in its lane with its stage', () => {
    const samples = [0, 2, 4, 6].map((m, i) => ({
      t: at(m),
      fanRunning: true,
      coolingStage1Running: i < 3,
      coolingStage2Running: i === 1,
      heatingStage1Running: false,
    }));
    expect(runLanes(samples, 'UTC')).toEqual([
      { lane: 'fan', stage: 1, start: at(0), end: at(6) },
      { lane: 'cooling', stage: 1, start: at(0), end: at(2) },
      { lane: 'cooling', stage: 2, start: at(2), end: at(4) },
      { lane: 'cooling', stage: 1, start: at(4), end: at(6) },
    ]);
  });
});
