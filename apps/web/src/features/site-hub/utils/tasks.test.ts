import { describe, expect, it } from 'vitest';
import { mostRecent } from './tasks';

describe('mostRecent', () => {
  it('keeps the newest starts first, at most n, without changing its input', () => {
    const rows = [
      { id: 'a', start: '2025-06-01T10:00:00Z' },
      { id: 'b', start: '2025-06-03T08:00:00Z' },
      { id: 'c', start: '2025-06-02T09:00:00+02:00' },
      { id: 'd', start: '2025-06-02T08:00:00Z' },
    ];
    // c is 07:00 UTC: older than d, though its local clock reads later.
    expect(mostRecent(rows, 3).map((r) => r.id)).toEqual(['b', 'd', 'c']);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(mostRecent(rows).map((r) => r.id)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('orders equal starts by id, the later first', () => {
    const same = '2025-06-01T10:00:00Z';
    expect(
      mostRecent([
        { id: '1-x', start: same },
        { id: '2-x', start: same },
      ]).map((r) => r.id),
    ).toEqual(['2-x', '1-x']);
  });
});
