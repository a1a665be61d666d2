import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compact,
  parseSearch,
  searchEnum,
  searchInt,
  searchIntList,
  searchString,
  stringifySearch,
} from './search-params';

describe('parseSearch and stringifySearch', () => {
  it('keeps lists as repeated keys and values as plain text', () => {
    expect(parseSearch('?sites=1&sites=2&page=3&next=%2Fsites%3Fx%3D1')).toEqual({
      sites: ['1', '2'],
      page: '3',
      next: '/sites?x=1',
    });
    expect(stringifySearch({ sites: [1, 2], page: 3, gone: undefined, next: '/sites?x=1' })).toBe(
      '?sites=1&sites=2&page=3&next=%2Fsites%3Fx%3D1',
    );
    expect(stringifySearch({})).toBe('');
  });

  it('round-trips any object of strings and string lists', () => {
    const key = fc.string({ minLength: 1, maxLength: 8 });
    const value = fc.oneof(fc.string(), fc.array(fc.string(), { minLength: 2, maxLength: 4 }));
    fc.assert(
      fc.property(fc.dictionary(key, value), (search) => {
        expect(parseSearch(stringifySearch(search))).toEqual(search);
      }),
    );
  });
});

describe('search validators', () => {
  it('reads ids leniently and drops the rest', () => {
    expect(searchInt('12')).toBe(12);
    expect(searchInt(['7', '8'])).toBe(7);
    expect(searchInt('0')).toBeUndefined();
    expect(searchInt('-3')).toBeUndefined();
    expect(searchInt('1e3')).toBeUndefined();
    expect(searchIntList(['1', '2,3', 'x', '2'])).toEqual([1, 2, 3]);
    expect(searchIntList('x')).toBeUndefined();
    expect(searchString('')).toBeUndefined();
    expect(searchEnum('today', ['today', 'equipments'] as const)).toBe('today');
    expect(searchEnum('elsewhere', ['today', 'equipments'] as const)).toBeUndefined();
    expect(compact({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
