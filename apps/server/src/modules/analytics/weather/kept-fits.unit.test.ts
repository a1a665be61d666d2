import { describe, expect, it } from 'vitest';
import { keepFit, keptFit } from './kept-fits';
import type { WeatherModel } from './normalize';
import type { SiteFit } from './site-weather';

const MONTHS = ['2026-01', '2026-02', '2026-03'];

const model = (over: Partial<WeatherModel>): WeatherModel => ({
  kind: 'heating',
  heatingBase: 15.5,
  coolingBase: null,
  intercept: 512.25,
  heatingSlope: 31.5,
  coolingSlope: 0,
  months: MONTHS,
  parameters: 3,
  r2: 0.91,
  cvRmse: 0.08,
  nmbe: -0.001,
  ...over,
});

const fit = (m: WeatherModel | null): SiteFit => ({
  months: MONTHS,
  model: m,
  weather: {
    usable: new Set(MONTHS),
    hdd: new Map([
      [15.5, new Map(MONTHS.map((x, i) => [x, 10.25 - i]))],
      [18, new Map(MONTHS.map((x, i) => [x, 12.5 - i]))],
    ]),
    cdd: new Map([[22, new Map(MONTHS.map((x) => [x, 0]))]]),
  },
});

describe('kept fits', () => {
  it('come back as fitted, with the weather of the model’s bases only', () => {
    const back = keptFit(keepFit(fit(model({}))));
    expect(back.model).toEqual(model({}));
    expect(back.months).toEqual(MONTHS);
    expect([...back.weather.usable]).toEqual(MONTHS);
    expect([...back.weather.hdd.keys()]).toEqual([15.5]);
    expect(Object.fromEntries(back.weather.hdd.get(15.5)!)).toEqual({
      '2026-01': 10.25,
      '2026-02': 9.25,
      '2026-03': 8.25,
    });
    expect(back.weather.cdd.size).toBe(0);
  });

  it('keep the infinite statistics of a fit without degrees of freedom (JSON has no Infinity)', () => {
    const m = model({ cvRmse: Number.POSITIVE_INFINITY, nmbe: Number.NEGATIVE_INFINITY, r2: null });
    const back = keptFit(keepFit(fit(m)));
    expect(back.model?.cvRmse).toBe(Number.POSITIVE_INFINITY);
    expect(back.model?.nmbe).toBe(Number.NEGATIVE_INFINITY);
    expect(back.model).toEqual(m);
  });

  it('keep a site without a model', () => {
    const back = keptFit(keepFit(fit(null)));
    expect(back.model).toBeNull();
    expect(back.weather.hdd.size).toBe(0);
    expect(back.weather.cdd.size).toBe(0);
  });
});
