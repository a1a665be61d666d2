import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupBy, groupBySite } from './group-by';

describe('groupBy', () => {
  it('puts every row in its key’s group, in order, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ siteId: fc.integer({ min: 0, max: 5 }), v: fc.integer() })),
        (rows) => {
          const groups = groupBySite(rows);
          expect([...groups.values()].flat().length).toBe(rows.length);
          for (const [k, list] of groups) expect(list).toEqual(rows.filter((r) => r.siteId === k));
        },
      ),
    );
  });
  it('keeps keys in first-seen order', () => {
    expect([...groupBy(['b1', 'a1', 'b2'], (s) => s[0]).keys()]).toEqual(['b', 'a']);
  });
});
