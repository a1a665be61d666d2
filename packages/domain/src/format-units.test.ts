import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areaUnit,
  convertArea,
  convertPerArea,
  convertTemperature,
  convertTemperatureDelta,
  formatArea,
  formatTemperature,
  formatTemperatureDelta,
  perAreaUnit,
} from './format-units';

describe('temperature in the user unit', () => {
  it('labels and converts from °C', () => {
    expect(formatTemperature(21.5, 'C')).toBe('21.5 °C');
    expect(formatTemperature(21.5, 'F')).toBe('70.7 °F');
    expect(formatTemperature(-40, 'F')).toBe('-40.0 °F');
    expect(formatTemperature(100, 'F')).toBe('212.0 °F');
    expect(formatTemperature(null, 'F')).toBe('-');
  });

  it('scales differences without the 32° offset', () => {
    expect(formatTemperatureDelta(2, 'F')).toBe('3.6 °F');
    expect(formatTemperatureDelta(2, 'C')).toBe('2.0 °C');
    expect(formatTemperatureDelta(undefined, 'C')).toBe('-');
  });

  it('keeps order and converts differences consistently', () => {
    const t = fc.double({ min: -100, max: 200, noNaN: true });
    fc.assert(
      fc.property(t, t, (a, b) => {
        const diff = convertTemperature(a, 'F') - convertTemperature(b, 'F');
        expect(diff).toBeCloseTo(convertTemperatureDelta(a - b, 'F'), 6);
        if (a < b) expect(convertTemperature(a, 'F')).toBeLessThanOrEqual(convertTemperature(b, 'F'));
        expect(convertTemperature(a, 'C')).toBe(a);
      }),
    );
  });
});

describe('measurement system', () => {
  it('uses m2 for METRIC and ft2 for IMPERIAL', () => {
    expect(areaUnit('METRIC')).toBe('m2');
    expect(areaUnit('IMPERIAL')).toBe('ft2');
    expect(perAreaUnit('kWh', 'IMPERIAL')).toBe('kWh/ft2');
    expect(formatArea(1000, 'METRIC')).toBe('1,000.0 m2');
    expect(formatArea(1000, 'IMPERIAL')).toBe('10,763.9 ft2');
    expect(formatArea(null, 'IMPERIAL')).toBe('-');
  });

  it('keeps the total of a per-area quantity whatever the unit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        (area, eui) => {
          const total = convertPerArea(eui, 'IMPERIAL') * convertArea(area, 'IMPERIAL');
          expect(total).toBeCloseTo(eui * area, 3);
        },
      ),
    );
  });
});
