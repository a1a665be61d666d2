import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, daysInMonth } from './analytics-calendar';

// The arithmetic versions against the Date-based definitions they replaced.
const month = fc
  .record({ y: fc.integer({ min: 1900, max: 2200 }), m: fc.integer({ min: 1, max: 12 }) })
  .map(({ y, m }) => `${y}-${String(m).padStart(2, '0')}`);

describe('analytics calendar', () => {
  it('daysInMonth is the UTC calendar’s month length, for a month or a day of it', () => {
    fc.assert(
      fc.property(month, (mo) => {
        const [y, m] = mo.split('-').map(Number) as [number, number];
        const expected = new Date(Date.UTC(y, m, 0)).getUTCDate();
        expect(daysInMonth(mo)).toBe(expected);
        expect(daysInMonth(`${mo}-15`)).toBe(expected);
      }),
    );
    expect([daysInMonth('2024-02'), daysInMonth('2100-02'), daysInMonth('2000-02')]).toEqual([29, 28, 29]);
  });

  it('addMonths moves across years both ways', () => {
    fc.assert(
      fc.property(month, fc.integer({ min: -400, max: 400 }), (mo, n) => {
        const [y, m] = mo.split('-').map(Number) as [number, number];
        const d = new Date(Date.UTC(y, m - 1 + n, 1));
        const expected = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
        expect(addMonths(mo, n)).toBe(expected);
      }),
    );
    expect([addMonths('2026-01', -1), addMonths('2026-12', 1), addMonths('2026-03', -14)]).toEqual([
      '2025-12',
      '2027-01',
      '2025-01',
    ]);
  });
});
