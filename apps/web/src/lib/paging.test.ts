import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAllPages, PAGE_SIZE, type PageRequest } from './paging';

/** A server holding `total` items, answering pages of `limit` by page index. */
function server(total: number) {
  const calls: PageRequest[] = [];
  const fetchPage = async ({ limit, offset }: PageRequest) => {
    calls.push({ limit, offset });
    const start = offset * limit;
    return Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => start + i);
  };
  return { calls, fetchPage };
}

describe('getAllPages (spec 1 §7)', () => {
  it('asks page 0, 1, 2 … of 100 while full pages return', async () => {
    const s = server(250);
    const items = await getAllPages(s.fetchPage);
    expect(items).toHaveLength(250);
    expect(s.calls).toEqual([
      { limit: PAGE_SIZE, offset: 0 },
      { limit: PAGE_SIZE, offset: 1 },
      { limit: PAGE_SIZE, offset: 2 },
    ]);
  });

  it('asks once more after an exactly full last page', async () => {
    const s = server(200);
    expect(await getAllPages(s.fetchPage)).toHaveLength(200);
    expect(s.calls.map((c) => c.offset)).toEqual([0, 1, 2]);
  });

  it('treats an empty (204) answer as the end', async () => {
    expect(await getAllPages(async () => null)).toEqual([]);
  });

  it('returns every item once, in order, for any total and page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Below 1,000 full pages: the guard of A-142 stops there without the closing request.
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 1, max: 150 }),
        async (total, limit) => {
          const s = server(total);
          const items = await getAllPages(s.fetchPage, limit);
          expect(items).toEqual(Array.from({ length: total }, (_, i) => i));
          expect(s.calls).toHaveLength(Math.floor(total / limit) + 1);
        },
      ),
    );
  });
});
