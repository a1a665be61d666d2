import { nohBand } from '@sw/contracts/constants';
import { describe, expect, it } from 'vitest';
import { BAND_STYLE, barColor, formatEfficiency, formatWhPerM2, statusText } from './noh-format';

describe('NOH formatting', () => {
  it('efficiency: a fraction as a percentage with one decimal, N/A without one', () => {
    expect(formatEfficiency(0.2583)).toBe('25.8%');
    expect(formatEfficiency(1)).toBe('100.0%');
    expect(formatEfficiency(null)).toBe('N/A');
  });

  it('E-038: hourly EUI in Wh/m2 is the kWh value times 1000', () => {
    expect(formatWhPerM2(0.0089)).toBe('8.9');
    expect(formatWhPerM2(1.23456)).toBe('1,234.6');
    expect(formatWhPerM2(null)).toBe('N/A');
  });

  it('E-045, E-046: red under 20 %, amber up to under 75 %, green from 75 %', () => {
    expect(nohBand(0.1999)).toBe('poor');
    expect(nohBand(0.2)).toBe('fair');
    expect(nohBand(0.7499)).toBe('fair');
    expect(nohBand(0.75)).toBe('good');
    expect(nohBand(null)).toBeNull();
    expect(barColor(0.1)).toBe(BAND_STYLE.poor.bar);
    expect(barColor(0.9)).toBe(BAND_STYLE.good.bar);
    expect(barColor(null)).toBe('#adb5bd');
  });

  it('E-047: why a site is not complete', () => {
    expect(statusText('complete', { withData: 30, ended: 30, total: 30 })).toBeNull();
    expect(statusText('incomplete', { withData: 25, ended: 30, total: 30 })).toBe(
      'Incomplete data: 25 of 30 days have readings from every energy meter',
    );
    expect(statusText('in_progress', { withData: 29, ended: 29, total: 30 })).toBe(
      'Period in progress: 29 of 30 days ended at the site',
    );
    expect(statusText('no_data', { withData: 0, ended: 30, total: 30 })).toBe(
      'No energy data in this period',
    );
  });
});
