import type { Release } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { withVisits } from './release-visits';

const release = (id: number, isNew: boolean): Release => ({
  id,
  title: `R${id}`,
  body: '',
  publishedAt: '2024-01-01T00:00:00.000Z',
  attachments: [],
  visited: !isNew,
  visitedAt: isNew ? null : '2024-01-02T00:00:00.000Z',
  isNew,
});
const seen = (releaseId: number) => ({
  releaseId,
  visited: true,
  visitedAt: '2024-02-01T00:00:00.000Z',
  isNew: false,
});

describe("withVisits (A-117: the popup reads each release's visit state)", () => {
  it('takes the visit state read after the list', () => {
    const list = [release(1, true), release(2, true)];
    const merged = withVisits(
      list,
      [
        { visit: seen(1), readAt: 200 },
        { visit: undefined, readAt: 0 },
      ],
      100,
    );
    expect(merged.map((r) => [r.id, r.isNew, r.visited, r.visitedAt])).toEqual([
      [1, false, true, '2024-02-01T00:00:00.000Z'],
      [2, true, false, null],
    ]);
    expect(merged[1]).toBe(list[1]);
  });

  it('keeps the list when it is fresher than the visit state', () => {
    const list = [release(1, true)];
    expect(withVisits(list, [{ visit: seen(1), readAt: 50 }], 100)).toEqual(list);
  });

  it('ignores visit states of releases not in the list', () => {
    const list = [release(1, true)];
    expect(withVisits(list, [{ visit: seen(9), readAt: 500 }], 100)).toEqual(list);
  });
});
