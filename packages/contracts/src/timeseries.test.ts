import { describe, expect, it } from 'vitest';
import { TimeRangeQuery } from './timeseries';

describe('rangeQuery', () => {
  it('reports a bad instant as an issue instead of throwing', () => {
    const r = TimeRangeQuery.safeParse({ from: '822280920', to: 'x'.repeat(3000) });
    expect(r.success).toBe(false);
  });
  it('refuses a range that ends before it starts', () => {
    const r = TimeRangeQuery.safeParse({ from: '1700000000', to: '1600000000' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('must be after from');
  });
});
