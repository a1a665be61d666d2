import { AVERAGE_OF_ALL_SITES } from '@sw/contracts/constants';
import { describe, expect, it } from 'vitest';
import { topSiteBars, wrapLabel } from './top-sites';

const entry = (siteId: number, siteKwh: number) => ({ siteId, siteTitle: `Site ${siteId}`, siteKwh });

describe('topSiteBars (E-055, E-057)', () => {
  it('keeps the top 5 by kWh and inserts the average where its value falls', () => {
    const bars = topSiteBars(
      [entry(1, 100), entry(2, 700), entry(3, 300), entry(4, 500), entry(5, 900), entry(6, 50)],
      425,
    );
    expect(bars.map((b) => [b.title, b.kwh])).toEqual([
      ['Site 5', 900],
      ['Site 2', 700],
      ['Site 4', 500],
      [AVERAGE_OF_ALL_SITES, 425],
      ['Site 3', 300],
      ['Site 1', 100],
    ]);
    expect(bars.filter((b) => b.average)).toHaveLength(1);
    expect(bars[3]!.siteId).toBeNull();
  });

  it('goes first when above every site and last when below the fifth', () => {
    expect(topSiteBars([entry(1, 10), entry(2, 20)], 30)[0]!.average).toBe(true);
    const low = topSiteBars(
      [entry(1, 10), entry(2, 20), entry(3, 30), entry(4, 40), entry(5, 50), entry(6, 60)],
      5,
    );
    expect(low.at(-1)!.average).toBe(true);
    expect(low).toHaveLength(6);
  });

  it('a site equal to the average comes before it; no average, no bar', () => {
    const bars = topSiteBars([entry(1, 20), entry(2, 10)], 20);
    expect(bars.map((b) => b.title)).toEqual(['Site 1', AVERAGE_OF_ALL_SITES, 'Site 2']);
    expect(topSiteBars([entry(1, 20)], null).some((b) => b.average)).toBe(false);
    expect(topSiteBars([], null)).toEqual([]);
  });

  it('orders equal kWh by title so that the chart never depends on the server order', () => {
    const bars = topSiteBars(
      [
        { siteId: 2, siteTitle: 'B', siteKwh: 5 },
        { siteId: 1, siteTitle: 'A', siteKwh: 5 },
      ],
      null,
    );
    expect(bars.map((b) => b.title)).toEqual(['A', 'B']);
  });
});

describe('wrapLabel (E-056: 21 characters)', () => {
  it('breaks at spaces so that no line is longer than 21 characters', () => {
    const text = 'Greenleaf Market Camden High Street';
    const wrapped = wrapLabel(text);
    expect(wrapped).toBe('Greenleaf Market\nCamden High Street');
    expect(wrapped.split('\n').every((l) => l.length <= 21)).toBe(true);
    expect(wrapped.replace(/\n/g, ' ')).toBe(text);
  });

  it('leaves a short label alone and cuts a word longer than a line', () => {
    expect(wrapLabel('Average of All Sites')).toBe('Average of All Sites');
    expect(wrapLabel('Supercalifragilisticexpialidocious Store')).toBe(
      'Supercalifragilistice\nxpialidocious Store',
    );
    expect(wrapLabel('exactly twenty-one ch')).toBe('exactly twenty-one ch');
  });
});
