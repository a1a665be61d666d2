import { describe, expect, it } from 'vitest';
import { recommendationsSearch } from './recommendations-search';

describe('recommendationsSearch', () => {
  it('keeps known kinds (repeated or comma-separated), site ids and a yyyy-MM-dd date', () => {
    expect(
      recommendationsSearch({ kind: ['energy', 'cooler,solar'], sites: '4,x', date: '2026-11-20' }),
    ).toEqual({
      kind: ['cooler', 'energy'],
      sites: [4],
      date: '2026-11-20',
    });
  });

  it('drops what is not a filter', () => {
    expect(recommendationsSearch({ kind: 'solar', date: 'yesterday', sites: '' })).toEqual({});
  });
});
