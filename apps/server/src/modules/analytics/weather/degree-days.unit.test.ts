import { describe, expect, it } from 'vitest';
import { coolingDegreeDays, heatingDegreeDays, singleSine, type WeatherDay } from './degree-days';
import { monthWeather } from './normalize';

const day = (d: string, mean: number, min = mean, max = mean, hours = 24): WeatherDay => ({
  day: d,
  mean,
  min,
  max,
  hours,
});

describe('single-sine degree-days', () => {
  it('is the whole distance when the day stays on one side of the base', () => {
    // Mean 10 °C, 6 to 14: never above 15.5, so 15.5 − 10 = 5.5 heating degree-days.
    expect(heatingDegreeDays(day('2025-01-01', 10, 6, 14), 15.5)).toBe(5.5);
    expect(coolingDegreeDays(day('2025-01-01', 10, 6, 14), 18)).toBe(0);
    // Mean 25 °C, 21 to 29, cooling base 18: 7.
    expect(coolingDegreeDays(day('2025-07-01', 25, 21, 29), 18)).toBe(7);
    expect(heatingDegreeDays(day('2025-07-01', 25, 21, 29), 15.5)).toBe(0);
  });

  it('counts the cold hours of a day that crosses the base (by hand)', () => {
    // Mean 14, min 10, max 18, base 15.5: c = 1.5, D = 4, c/D = 0.375, acos = 1.186399 rad;
    // (1.5 × (π − 1.186400) + 4 × √(1 − 0.140625)) / π = (2.932790 + 3.708099) / π = 2.113861.
    // The daily mean alone would say 1.5.
    expect(heatingDegreeDays(day('2025-04-01', 14, 10, 18), 15.5)).toBeCloseTo(2.113861, 5);
    // Mean exactly at the base: D / π (the warm half of the sine does not count).
    expect(singleSine(0, 4)).toBeCloseTo(4 / Math.PI, 12);
  });

  it('is the mean of the clipped sine, as summing many hours of it gives', () => {
    for (const [c, d] of [
      [1.5, 4],
      [-2, 5],
      [3.9, 4],
      [-0.3, 0.5],
    ] as const) {
      let sum = 0;
      const n = 24 * 360;
      for (let i = 0; i < n; i++) sum += Math.max(0, c - d * Math.cos((2 * Math.PI * i) / n));
      expect(singleSine(c, d)).toBeCloseTo(sum / n, 6);
    }
  });
});

describe('monthly degree-days per day', () => {
  it('averages the days with weather, and leaves out a month with too few', () => {
    const days: WeatherDay[] = [];
    // February 2025: 28 days at 10 °C → 5.5 HDD a day at 15.5.
    for (let d = 1; d <= 28; d++) days.push(day(`2025-02-${String(d).padStart(2, '0')}`, 10));
    // March 2025: 28 days with weather (≥ 90 % of 31 = 27.9), half at 12 and half at 14 °C: 2.5 a day;
    // the three days with too few hourly readings do not count.
    for (let d = 1; d <= 28; d++) days.push(day(`2025-03-${String(d).padStart(2, '0')}`, d % 2 ? 12 : 14));
    for (let d = 29; d <= 31; d++) days.push(day(`2025-03-${d}`, 30, 30, 30, 6));
    // April 2025: 26 of 30 days (< 27): its weather does not count.
    for (let d = 1; d <= 26; d++) days.push(day(`2025-04-${String(d).padStart(2, '0')}`, 5));
    const m = monthWeather(days);
    expect([...m.usable].sort()).toEqual(['2025-02', '2025-03']);
    expect(m.hdd.get(15.5)!.get('2025-02')).toBe(5.5);
    expect(m.hdd.get(15.5)!.get('2025-03')).toBe(2.5);
    expect(m.hdd.get(15.5)!.has('2025-04')).toBe(false);
    expect(m.cdd.get(18)!.get('2025-02')).toBe(0);
    expect(m.cdd.get(10)!.get('2025-03')).toBe(3);
  });
});
