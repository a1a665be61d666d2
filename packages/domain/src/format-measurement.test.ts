import { describe, expect, it } from 'vitest';
import { formatMeasurement, unitDecimals } from './format-measurement';

describe('formatMeasurement (values at their unit precision)', () => {
  it('shows a saved comment value with one decimal for temperatures', () => {
    expect(formatMeasurement('3.299788542941148', '°C')).toBe('3.3 °C');
    expect(formatMeasurement(3.299788542941148, '°F')).toBe('3.3 °F');
    expect(formatMeasurement(-0.04, '°C')).toBe('0.0 °C');
  });

  it('uses comma thousands and the unit’s decimals', () => {
    expect(formatMeasurement(1234.56, 'kWh')).toBe('1,234.6 kWh');
    expect(formatMeasurement(45.6, '%')).toBe('46 %');
    expect(formatMeasurement(812.4, 'ppm')).toBe('812 ppm');
    expect(formatMeasurement(7.25, 'bar')).toBe('7.3 bar');
    expect(formatMeasurement(7.25)).toBe('7.3');
    expect(unitDecimals(undefined)).toBe(1);
  });

  it("shows '-' for what is not a number", () => {
    expect(formatMeasurement('abc', '°C')).toBe('-');
    expect(formatMeasurement(null, '°C')).toBe('-');
    expect(formatMeasurement('', '°C')).toBe('-');
    expect(formatMeasurement(Number.NaN, 'kW')).toBe('-');
  });
});
