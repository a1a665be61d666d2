import type { Recommendation } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { evidenceText, recommendationTotals } from './recommendation-figures';

const rec = (o: Partial<Recommendation>): Recommendation => ({
  id: 'x',
  kind: 'energy',
  rule: 'noh_waste',
  severity: 'medium',
  title: 't',
  action: 'a',
  site_id: 1,
  site_title: 'S',
  equipment_id: null,
  equipment_title: null,
  evidence: [],
  estimated_saving: null,
  ...o,
});

describe('recommendation figures', () => {
  it('adds up the estimated savings and counts sites and high ones', () => {
    const t = recommendationTotals([
      rec({ severity: 'high', estimated_saving: { kwh_per_year: 1000, co2_kg_per_year: 207, basis: '' } }),
      rec({ site_id: 2, estimated_saving: { kwh_per_year: 500.5, co2_kg_per_year: null, basis: '' } }),
      rec({ site_id: 2 }),
    ]);
    expect(t).toEqual({ count: 3, high: 1, kwhPerYear: 1500.5, co2KgPerYear: 207, sites: 2 });
  });

  it('shows counts whole and measures with one decimal and their unit', () => {
    expect(evidenceText({ label: 'Days', value: 7, unit: '' })).toBe('7');
    expect(evidenceText({ label: 'Share', value: 33.333, unit: '%' })).toBe('33.3%');
    expect(evidenceText({ label: 'Energy', value: 1234.56, unit: 'kWh' })).toBe('1,234.6 kWh');
    expect(evidenceText({ label: 'Peak', value: null, unit: '°C' })).toBe('-');
  });
});
