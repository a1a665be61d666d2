import { describe, expect, it } from 'vitest';
import { parseSearch } from '../search-params';
import { filterAppliedProperties, filterChange, filtersOf } from './filters';
import { cleanProperties, MAX_PROPERTIES, MAX_PROPERTY_LIST, MAX_PROPERTY_STRING } from './properties';
import { reportGenerationProperties } from './report-generation';

const search = (qs: string) => parseSearch(qs);

describe('filtersOf', () => {
  it('keeps only filter keys, a single value as a string and repeated keys as a sorted list', () => {
    expect(
      filtersOf(search('?sites=7&sites=4&siteGroups=2&page=3&rowLimit=50&source=email&token=abc')),
    ).toEqual({
      sites: ['4', '7'],
      siteGroups: '2',
    });
    expect(filtersOf(search('?from=2024-01-01&to=2024-01-31&siteId=5'))).toEqual({
      siteId: '5',
      from: '2024-01-01',
      to: '2024-01-31',
    });
    expect(filtersOf({ sites: [4, 7], vendor: '' })).toEqual({ sites: ['4', '7'] });
    expect(filtersOf(undefined)).toEqual({});
  });
});

describe("filterChange ('Filter Applied', A-149)", () => {
  it('reports the keys that changed and every filter now applied', () => {
    expect(filterChange(search('?sites=4&page=2'), search('?sites=4&sites=9&siteGroups=1'))).toEqual({
      filters: { sites: ['4', '9'], siteGroups: '1' },
      changed: ['sites', 'siteGroups'],
    });
  });

  it('reports a filter taken away', () => {
    expect(filterChange(search('?sites=4&siteGroups=1'), search('?sites=4'))).toEqual({
      filters: { sites: '4' },
      changed: ['siteGroups'],
    });
    expect(filterChange(search('?from=2024-01-01'), {})).toEqual({ filters: {}, changed: ['from'] });
  });

  it('ignores paging, other keys and the order or form of repeated values', () => {
    expect(filterChange(search('?sites=4&sites=7&page=1'), search('?sites=7&sites=4&page=2'))).toBeNull();
    expect(filterChange(search('?sites=4,7'), { sites: [7, 4] })).toBeNull();
    expect(
      filterChange(search('?incidentId=3&prev=today'), search('?incidentId=4&prev=equipments')),
    ).toBeNull();
    expect(filterChange(undefined, {})).toBeNull();
  });

  it('builds the event properties from the filters, the page and the changed keys only', () => {
    const change = filterChange(search('?sites=4'), search('?sites=5&email=a%40b.c'))!;
    expect(filterAppliedProperties(change.filters, { path: '/incidents', changed: change.changed })).toEqual({
      sites: '5',
      changed: ['sites'],
      path: '/incidents',
    });
  });
});

describe('event properties', () => {
  it('fit what the analytics endpoint takes', () => {
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(cleanProperties(many))).toHaveLength(MAX_PROPERTIES);
    const cleaned = cleanProperties({
      long: 'x'.repeat(5000),
      list: Array.from({ length: 300 }, (_, i) => i),
      mixed: [1, 'a', undefined, { no: 1 }, null, Number.NaN],
      nan: Number.NaN,
      gone: undefined,
      object: { a: 1 },
      ['k'.repeat(101)]: 1,
      '': 1,
      ok: false,
    });
    expect(cleaned).toEqual({
      long: 'x'.repeat(MAX_PROPERTY_STRING),
      list: Array.from({ length: MAX_PROPERTY_LIST }, (_, i) => i),
      mixed: [1, 'a', null],
      ok: false,
    });
  });

  it("describe a report generation (the reports issue's event)", () => {
    expect(
      reportGenerationProperties({
        reportTemplate: 'ENERGY_CONSUMPTION',
        reportType: 'CSV_REPORT',
        siteId: 5,
        equipmentGroupId: null,
        from: '2024-01-01',
        to: undefined,
      }),
    ).toEqual({
      reportTemplate: 'ENERGY_CONSUMPTION',
      reportType: 'CSV_REPORT',
      siteId: 5,
      equipmentGroupId: null,
      from: '2024-01-01',
    });
  });
});
