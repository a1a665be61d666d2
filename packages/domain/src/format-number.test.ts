import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './format-number';

describe('formatNumber (spec 1 §9)', () => {
  it.each([
    [1234.5, '1,234.5'],
    [1234.56, '1,234.6'],
    [0, '0.0'],
    [-0.04, '0.0'],
    [-1234567.89, '-1,234,567.9'],
    [999.95, '1,000.0'],
    [12, '12.0'],
  ])('%d → %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows %s as -', (value) => {
    expect(formatNumber(value)).toBe('-');
  });

  it('takes other decimal counts', () => {
    expect(formatNumber(1234.567, 0)).toBe('1,235');
    expect(formatNumber(1234.567, 2)).toBe('1,234.57');
  });

  it('always has commas every three digits and exactly one decimal, and reads back to the value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const text = formatNumber(value);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d$/);
        const back = Number(text.replace(/,/g, ''));
        // Within half of the last shown digit (plus floating point slack at large magnitudes).
        expect(Math.abs(back - value)).toBeLessThanOrEqual(0.05 + Math.abs(value) * 1e-15);
      }),
    );
  });

  it('never shows a negative zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.0499, max: 0, noNaN: true }), (v) => formatNumber(v) === '0.0'),
    );
  });
});

describe('formatPercent', () => {
  it('adds a percent sign but not to a missing value', () => {
    expect(formatPercent(87.456)).toBe('87.5%');
    expect(formatPercent(null)).toBe('-');
  });
});
