import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doorRule, evaluate, MINUTE, type Reading, ruleOf, temperatureRule } from './rules';

const T0 = Date.UTC(2026, 0, 1);
const series = (values: number[], stepMin = 5): Reading[] =>
  values.map((value, i) => ({ ts: T0 + i * stepMin * MINUTE, value }));
const cooler = temperatureRule({ min: 0, max: 5, durationMinutes: 30 });
const defrosting = temperatureRule({ min: 0, max: 5, durationMinutes: 30, ignoreDuringDefrost: true });

describe('TEMPERATURE_RANGE', () => {
  it('is pending while a breach is not yet long enough, then breaches at HIGH', () => {
    // 7 readings 5 min apart out of range = 30 min: not longer than 30.
    expect(evaluate(cooler, series([3, 8, 8, 8, 8, 8, 8, 8])).state).toBe('PENDING');
    const e = evaluate(cooler, series([3, 8, 8, 8, 8, 8, 8, 8, 8]));
    expect(e).toMatchObject({ state: 'BREACH', priority: 'HIGH', start: T0 + 5 * MINUTE, escalatedAt: null });
    if (e.state === 'BREACH') expect(e.openedAt).toBe(T0 + 35 * MINUTE);
  });
  it('escalates to HIGHEST after three times the duration', () => {
    const e = evaluate(cooler, series([3, ...Array(20).fill(-4)]));
    expect(e).toMatchObject({ state: 'BREACH', priority: 'HIGHEST', escalatedAt: T0 + 95 * MINUTE });
  });
  it('reports OK from the first reading back in range', () => {
    expect(evaluate(cooler, series([8, 8, 8, 8, 8, 8, 8, 8, 4, 3]))).toEqual({
      state: 'OK',
      since: T0 + 40 * MINUTE,
      value: 3,
    });
  });
  it('ignores a defrost-like rise of up to 45 minutes when asked to', () => {
    const rise = series([3, ...Array(10).fill(9)]); // 45 min out of range
    expect(evaluate(cooler, rise).state).toBe('BREACH');
    expect(evaluate(defrosting, rise).state).toBe('PENDING');
    expect(evaluate(defrosting, series([3, ...Array(11).fill(9)])).state).toBe('BREACH');
  });
  it('never breaches when every reading is in range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 5, noNaN: true })),
        (vs) => evaluate(cooler, series(vs)).state !== 'BREACH',
      ),
    );
  });
  it('refuses malformed params', () => {
    expect(ruleOf('TEMPERATURE_RANGE', { min: 5, max: 0, durationMinutes: 30 })).toBeNull();
    expect(ruleOf('TEMPERATURE_RANGE', { min: 0 })).toBeNull();
    expect(ruleOf('DEVICE_OFFLINE', {})).toBeNull();
  });
});

describe('DOOR_OPEN', () => {
  const door = doorRule({ maxOpenMinutes: 10 });
  it('raises only when open for longer than maxOpenMinutes', () => {
    expect(evaluate(door, series([0, 1, 1, 1], 5)).state).toBe('PENDING');
    expect(evaluate(door, series([0, 1, 1, 1, 1], 5))).toMatchObject({ state: 'BREACH', priority: 'HIGH' });
    expect(evaluate(door, series([0, 1, 1, 1, 1, 1, 1, 1, 1], 5))).toMatchObject({ priority: 'HIGHEST' });
    expect(evaluate(door, series([1, 1, 1, 1, 0], 5)).state).toBe('OK');
  });
  it('a breach never gets shorter by adding an earlier breaching reading', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 1), { minLength: 1, maxLength: 40 }), (vs) => {
        const a = evaluate(door, series(vs));
        const b = evaluate(door, series([1, ...vs]));
        if (a.state === 'BREACH') expect(b.state).toBe('BREACH');
      }),
    );
  });
});
