import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doorRule, evaluate, MINUTE, type Reading, temperatureRule } from './rules';
import { type EnergyHour, evaluateEnergy, HOUR } from './rules-energy';
import { type DeviceState, evaluateOffline, NO_DATA_BEFORE, offlineSince } from './rules-offline';
import { energyEpisodes, offlineEpisodes, ruleEpisodes } from './rules-replay';
import { setpointDeviation, setpointRule } from './rules-setpoint';

const T0 = Date.UTC(2026, 0, 5, 8);
const device = (o: Partial<DeviceState> = {}): DeviceState => ({
  kind: 'SENSOR',
  id: 1,
  equipmentId: 7,
  inactive: false,
  lastSeenAt: T0,
  ...o,
});
const offline = { offlineMinutes: 30 };
const WATCHING = T0 - 30 * 86_400_000;

describe('DEVICE_OFFLINE', () => {
  it('is online until silent for longer than the threshold, then breaches and escalates', () => {
    expect(evaluateOffline([device()], T0 + 30 * MINUTE, offline, WATCHING).state).toBe('OK');
    const e = evaluateOffline([device()], T0 + 31 * MINUTE, offline, WATCHING);
    expect(e).toMatchObject({ state: 'BREACH', start: T0, openedAt: T0 + 30 * MINUTE, priority: 'HIGH' });
    expect(e.offline.map((d) => d.id)).toEqual([1]);
    expect(evaluateOffline([device()], T0 + 91 * MINUTE, offline, WATCHING)).toMatchObject({
      priority: 'HIGHEST',
      escalatedAt: T0 + 90 * MINUTE,
    });
  });
  it('counts INACTIVE as offline whatever the last timestamp', () => {
    expect(offlineSince(device({ inactive: true }), T0 + MINUTE, 30 * MINUTE, WATCHING)).toBe(T0);
    const e = evaluateOffline([device({ inactive: true })], T0 + 31 * MINUTE, offline, WATCHING);
    expect(e.state).toBe('BREACH');
  });
  it('reads a 1970 timestamp (or none) as no data: silent since watching began', () => {
    for (const lastSeenAt of [0, null, NO_DATA_BEFORE - 1]) {
      const e = evaluateOffline([device({ lastSeenAt })], T0, offline, WATCHING);
      expect(e).toMatchObject({ state: 'BREACH', start: WATCHING });
    }
  });
  it('breaches from the earliest silence and recovers only when every device is back', () => {
    const devices = [device({ id: 1, lastSeenAt: T0 }), device({ id: 2, lastSeenAt: T0 + 20 * MINUTE })];
    expect(evaluateOffline(devices, T0 + 60 * MINUTE, offline, WATCHING)).toMatchObject({
      state: 'BREACH',
      start: T0,
      value: 2,
    });
    const back = [device({ id: 1, lastSeenAt: T0 + 59 * MINUTE }), devices[1]!];
    expect(evaluateOffline(back, T0 + 60 * MINUTE, offline, WATCHING)).toMatchObject({
      start: T0 + 20 * MINUTE,
    });
  });
  it('a device seen more recently is never more offline (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }), (a, b) => {
        const now = T0 + 600 * MINUTE;
        const older = offlineSince(
          device({ lastSeenAt: T0 + Math.min(a, b) * MINUTE }),
          now,
          30 * MINUTE,
          WATCHING,
        );
        const newer = offlineSince(
          device({ lastSeenAt: T0 + Math.max(a, b) * MINUTE }),
          now,
          30 * MINUTE,
          WATCHING,
        );
        if (newer !== null) expect(older).not.toBeNull();
      }),
    );
  });
});

const energy = { baselineDays: 28, thresholdPct: 40, durationMinutes: 180 };
const hours = (kwh: number[], baseline: number | null = 10): EnergyHour[] =>
  kwh.map((k, i) => ({ start: T0 + i * HOUR, kwh: k, baseline }));

describe('ENERGY_BASELINE', () => {
  it('raises after three whole hours above the baseline by more than the threshold', () => {
    expect(evaluateEnergy(hours([10, 15, 15]), energy).state).toBe('PENDING');
    expect(evaluateEnergy(hours([10, 14, 14, 14]), energy).state).toBe('OK'); // 40% exactly is not above
    const e = evaluateEnergy(hours([10, 15, 15, 15]), energy);
    expect(e).toMatchObject({ state: 'BREACH', start: T0 + HOUR, openedAt: T0 + 4 * HOUR, priority: 'HIGH' });
    expect(evaluateEnergy(hours([10, ...Array(9).fill(15)]), energy)).toMatchObject({
      priority: 'HIGHEST',
      escalatedAt: T0 + 10 * HOUR,
    });
  });
  it('needs a baseline, and a missing hour breaks a run', () => {
    expect(evaluateEnergy(hours([50, 50, 50, 50], null), energy).state).toBe('OK');
    const gap = hours([15, 15, 15, 15]).filter((_, i) => i !== 1);
    expect(evaluateEnergy(gap, energy).state).toBe('PENDING');
  });
  it('recovers at the start of the first hour back under the threshold', () => {
    expect(evaluateEnergy(hours([15, 15, 15, 15, 9, 9]), energy)).toEqual({
      state: 'OK',
      since: T0 + 4 * HOUR,
      value: 9,
    });
  });
  it('replays the same incidents evaluateEnergy reports hour by hour (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(9, 15), { maxLength: 40 }), (ks) => {
        const hs = hours(ks);
        const episodes = energyEpisodes(hs, energy);
        for (let i = 1; i <= hs.length; i++) {
          const e = evaluateEnergy(hs.slice(0, i), energy);
          const end = hs[i - 1]!.start + HOUR;
          const open = episodes.find(
            (x) => x.openedAt <= end && (x.recoveredAt === null || x.recoveredAt >= end),
          );
          if (e.state === 'BREACH') expect(open?.start).toBe(e.start);
        }
        expect(episodes.every((x) => x.recoveredAt === null || x.recoveredAt > x.openedAt - 1)).toBe(true);
      }),
    );
  });
});

describe('SETPOINT_DEVIATION', () => {
  const sample = {
    online: true,
    temperature: 27,
    heatSetPoint: 20,
    coolSetPoint: 23,
    setPointDeviation: null,
  };
  it('measures the distance outside the set-point range, preferring the reported deviation', () => {
    expect(setpointDeviation(sample)).toBe(4);
    expect(setpointDeviation({ ...sample, temperature: 17 })).toBe(-3);
    expect(setpointDeviation({ ...sample, temperature: 21 })).toBe(0);
    expect(setpointDeviation({ ...sample, setPointDeviation: 1.5 })).toBe(1.5);
    expect(setpointDeviation({ ...sample, online: false })).toBeNull();
    expect(setpointDeviation({ ...sample, temperature: null })).toBeNull();
  });
  it('breaches when off by more than maxDeviation for longer than the duration', () => {
    const rule = setpointRule({ thermostatId: 1, maxDeviation: 3, durationMinutes: 30 });
    const r = (vs: number[]): Reading[] => vs.map((value, i) => ({ ts: T0 + i * 5 * MINUTE, value }));
    // Readings 5 minutes apart: seven off-range readings span 30 minutes, not more.
    expect(evaluate(rule, r([0, ...Array(7).fill(4)])).state).toBe('PENDING');
    expect(evaluate(rule, r([0, ...Array(8).fill(4)]))).toMatchObject({ state: 'BREACH', priority: 'HIGH' });
    expect(evaluate(rule, r([0, ...Array(8).fill(-3.5)])).state).toBe('BREACH');
    expect(evaluate(rule, r([0, ...Array(9).fill(3)])).state).toBe('OK');
  });
});

describe('replay (ruleEpisodes) agrees with evaluate()', () => {
  const rules = [
    ['door', doorRule({ maxOpenMinutes: 10 }), [0, 1]],
    ['defrost', temperatureRule({ min: 0, max: 5, durationMinutes: 30, ignoreDuringDefrost: true }), [3, 9]],
  ] as const;
  for (const [name, rule, values] of rules) {
    it(`${name}: every BREACH evaluate() sees at a reading belongs to a replayed episode (property)`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.record({ step: fc.integer({ min: 1, max: 10 }), v: fc.constantFrom(...values) }), {
            maxLength: 60,
          }),
          (xs) => {
            const readings: Reading[] = [];
            for (const x of xs)
              readings.push({ ts: (readings.at(-1)?.ts ?? T0) + x.step * MINUTE, value: x.v });
            const episodes = ruleEpisodes(rule, readings);
            for (let i = 1; i <= readings.length; i++) {
              const e = evaluate(rule, readings.slice(0, i));
              const at = readings[i - 1]!.ts;
              const match = episodes.filter(
                (x) => x.start <= at && (x.recoveredAt === null || x.recoveredAt > at),
              );
              if (e.state === 'BREACH') {
                expect(match).toHaveLength(1);
                expect(match[0]).toMatchObject({ start: e.start, openedAt: e.openedAt });
                if (e.escalatedAt !== null) expect(match[0]!.escalatedAt).toBe(e.escalatedAt);
              }
              if (e.state === 'OK') expect(match).toHaveLength(0);
            }
          },
        ),
      );
    });
  }
});

describe('offlineEpisodes', () => {
  const req = 30 * MINUTE;
  it('merges overlapping silences and ignores short ones', () => {
    const got = offlineEpisodes(
      [
        { device: 'S1', since: T0, until: T0 + 60 * MINUTE },
        { device: 'S2', since: T0 + 10 * MINUTE, until: T0 + 80 * MINUTE },
        { device: 'S3', since: T0 + 200 * MINUTE, until: T0 + 220 * MINUTE },
      ],
      req,
      T0 + 1000 * MINUTE,
    );
    expect(got).toEqual([
      {
        start: T0,
        openedAt: T0 + 30 * MINUTE,
        escalatedAt: null,
        recoveredAt: T0 + 80 * MINUTE,
        value: 2,
        devices: ['S1', 'S2'],
      },
    ]);
  });
  it('keeps a silence that lasts to the end open, escalated after three thresholds', () => {
    const [e] = offlineEpisodes([{ device: 'S1', since: T0, until: null }], req, T0 + 100 * MINUTE);
    expect(e).toMatchObject({ recoveredAt: null, escalatedAt: T0 + 90 * MINUTE });
  });
});

describe('escalateAfterMinutes (a sentinel’s own escalation time)', () => {
  const breachFor = (minutes: number): Reading[] =>
    Array.from({ length: minutes + 1 }, (_, i) => ({ ts: T0 + i * MINUTE, value: 9 }));
  it('escalates a reading rule at its own time instead of three times the duration', () => {
    const rule = temperatureRule({ min: 0, max: 5, durationMinutes: 15, escalateAfterMinutes: 20 });
    expect(evaluate(rule, breachFor(20))).toMatchObject({ state: 'BREACH', priority: 'HIGH' });
    expect(evaluate(rule, breachFor(21))).toMatchObject({
      priority: 'HIGHEST',
      escalatedAt: T0 + 20 * MINUTE,
    });
    // Never before it opens; and the default stays three times the duration.
    const early = doorRule({ maxOpenMinutes: 10, escalateAfterMinutes: 1 });
    expect(evaluate(early, breachFor(11))).toMatchObject({
      priority: 'HIGHEST',
      escalatedAt: T0 + 10 * MINUTE,
    });
    expect(evaluate(temperatureRule({ min: 0, max: 5, durationMinutes: 15 }), breachFor(45))).toMatchObject({
      priority: 'HIGH',
    });
    expect(ruleEpisodes(rule, breachFor(30))[0]).toMatchObject({ escalatedAt: T0 + 20 * MINUTE });
  });
  it('escalates offline and energy rules at their own time too', () => {
    const e = evaluateOffline(
      [device()],
      T0 + 50 * MINUTE,
      { offlineMinutes: 30, escalateAfterMinutes: 45 },
      WATCHING,
    );
    expect(e).toMatchObject({ state: 'BREACH', priority: 'HIGHEST', escalatedAt: T0 + 45 * MINUTE });
    expect(
      evaluateEnergy(hours([10, 15, 15, 15, 15]), { ...energy, escalateAfterMinutes: 200 }),
    ).toMatchObject({
      priority: 'HIGHEST',
      escalatedAt: T0 + HOUR + 4 * HOUR,
    });
  });
});
