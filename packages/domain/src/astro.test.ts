import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, eachDate, sunTimes, utcMidnight } from './astro';

const MIN = 60_000;
/** Minutes between an instant and an expected ISO instant. */
const off = (d: Date | null, iso: string) => Math.abs((d?.getTime() ?? Number.NaN) - Date.parse(iso)) / MIN;

// Reference values: NOAA Solar Calculator (gml.noaa.gov/grad/solcalc), rounded to the minute.
describe('sunTimes (NOAA solar calculator)', () => {
  it('London at the June solstice', () => {
    const s = sunTimes('2024-06-21', 51.5074, -0.1278);
    expect(off(s.sunrise, '2024-06-21T03:43:00Z')).toBeLessThan(2);
    expect(off(s.sunset, '2024-06-21T20:21:00Z')).toBeLessThan(2);
    expect(off(s.solarNoon, '2024-06-21T12:02:00Z')).toBeLessThan(2);
    expect(s.dayLengthMinutes).toBeGreaterThanOrEqual(16 * 60 + 36);
    expect(s.dayLengthMinutes).toBeLessThanOrEqual(16 * 60 + 40);
    expect(s.polar).toBeNull();
  });

  it('London at the December solstice', () => {
    const s = sunTimes('2024-12-21', 51.5074, -0.1278);
    expect(off(s.sunrise, '2024-12-21T08:04:00Z')).toBeLessThan(2);
    expect(off(s.sunset, '2024-12-21T15:54:00Z')).toBeLessThan(2);
  });

  it('Sydney in June: sunrise falls on the previous UTC day', () => {
    const s = sunTimes('2024-06-21', -33.8688, 151.2093);
    expect(off(s.sunrise, '2024-06-20T21:00:00Z')).toBeLessThan(2);
    expect(off(s.sunset, '2024-06-21T06:54:00Z')).toBeLessThan(2);
    expect(s.dayLengthMinutes).toBeGreaterThan(9 * 60 + 50);
    expect(s.dayLengthMinutes).toBeLessThan(9 * 60 + 56);
  });

  it('New York in March (west of Greenwich)', () => {
    const s = sunTimes('2025-03-20', 40.7128, -74.006);
    expect(off(s.sunrise, '2025-03-20T10:59:00Z')).toBeLessThan(2);
    expect(off(s.sunset, '2025-03-20T23:09:00Z')).toBeLessThan(2);
  });

  it('Tromsø: polar day in June, polar night in December, with null times', () => {
    const summer = sunTimes('2024-06-21', 69.6496, 18.956);
    expect(summer).toMatchObject({ sunrise: null, sunset: null, polar: 'POLAR_DAY', dayLengthMinutes: 1440 });
    const winter = sunTimes('2024-12-21', 69.6496, 18.956);
    expect(winter).toMatchObject({ sunrise: null, sunset: null, polar: 'POLAR_NIGHT', dayLengthMinutes: 0 });
    expect(winter.solarNoon.toISOString().slice(0, 10)).toBe('2024-12-21');
  });

  it('rejects impossible dates and positions', () => {
    expect(() => sunTimes('2024-02-30', 0, 0)).toThrow(RangeError);
    expect(() => sunTimes('2024-06-21', 91, 0)).toThrow(RangeError);
    expect(() => sunTimes('2024-06-21', 0, Number.NaN)).toThrow(RangeError);
  });

  it('orders sunrise < solar noon < sunset and keeps the day length consistent', () => {
    const date = fc
      .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        date,
        fc.double({ min: -65, max: 65, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (d, lat, lon) => {
          const s = sunTimes(d, lat, lon);
          expect(s.polar).toBeNull();
          const rise = s.sunrise!.getTime();
          const set = s.sunset!.getTime();
          expect(rise).toBeLessThan(s.solarNoon.getTime());
          expect(set).toBeGreaterThan(s.solarNoon.getTime());
          expect(Math.abs((set - rise) / MIN - s.dayLengthMinutes)).toBeLessThanOrEqual(1);
          // Local solar noon lies within 14 h of the date's UTC noon wherever the place is.
          expect(Math.abs(s.solarNoon.getTime() - (utcMidnight(d) + 12 * 60 * MIN))).toBeLessThan(
            14 * 60 * MIN,
          );
        },
      ),
    );
  });

  it('gives mirrored day lengths at mirrored latitudes near the equinox-free solstice', () => {
    const north = sunTimes('2024-06-21', 45, 10).dayLengthMinutes;
    const south = sunTimes('2024-12-21', -45, 10).dayLengthMinutes;
    expect(Math.abs(north - south)).toBeLessThan(10);
  });
});

describe('date helpers', () => {
  it('lists every date inclusive, across month and leap-day ends', () => {
    expect(eachDate('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(eachDate('2024-03-01', '2024-02-27')).toEqual([]);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('rejects dates that are not on the calendar', () => {
    expect(utcMidnight('2023-02-29')).toBeNaN();
    expect(utcMidnight('2024-13-01')).toBeNaN();
    expect(utcMidnight('24-01-01')).toBeNaN();
  });
});
