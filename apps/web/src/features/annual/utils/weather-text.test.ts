import type { SiteWeatherNormalization } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { comparedMonths, formatSigned, modelSummary } from './weather-text';

const base: SiteWeatherNormalization = {
  status: 'ok',
  message: 'fitted',
  model: {
    kind: 'heating_cooling',
    heating_base_c: 13.5,
    cooling_base_c: 16,
    intercept_kwh_per_day: 100,
    heating_kwh_per_degree_day: 5,
    cooling_kwh_per_degree_day: 8,
    months: [],
    r2: 0.97,
    cv_rmse: 0.0412,
    nmbe: 0,
  },
  normal_years: 5,
  weather_effect: 1.2,
  weather_effect_months: [],
  change: null,
};

describe('weather view words', () => {
  it('signs changes and keeps one decimal', () => {
    expect(formatSigned(1234.56)).toBe('+1,234.6');
    expect(formatSigned(-0.44)).toBe('-0.4');
    expect(formatSigned(0.01)).toBe('0.0');
    expect(formatSigned(null)).toBe('-');
  });

  it('reads the model or says why there is none', () => {
    expect(modelSummary(base)).toBe('Heat < 13.5 °C, cool > 16 °C · CV(RMSE) 4.1%');
    expect(modelSummary({ ...base, model: { ...base.model!, kind: 'cooling', heating_base_c: null } })).toBe(
      'Cool > 16 °C · CV(RMSE) 4.1%',
    );
    expect(modelSummary({ ...base, model: { ...base.model!, kind: 'mean' } })).toBe(
      'No weather effect · CV(RMSE) 4.1%',
    );
    expect(modelSummary({ ...base, status: 'insufficient_data', model: null })).toBe('Too few months');
    expect(modelSummary(null)).toBe('N/A');
  });

  it('names the months a change compares', () => {
    expect(comparedMonths(['2026-10'])).toBe('Oct 2026');
    expect(comparedMonths(['2026-01', '2026-02', '2026-03'])).toBe('Jan 2026 – Mar 2026, 3 months');
  });
});
