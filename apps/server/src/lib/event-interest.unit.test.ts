import { describe, expect, it } from 'vitest';
import { INTEREST_TTL_MS, InterestTable } from './event-interest';

describe('InterestTable', () => {
  it('knows local and announced organisations, and forgets announcements that are not repeated', () => {
    const t = new InterestTable();
    t.watchLocal(1);
    t.watchRemote('b', [2, 3], 1_000);
    expect([1, 2, 3, 4].map((o) => t.isWatched(o, 1_000))).toEqual([true, true, true, false]);
    t.unwatchRemote('b', [3]);
    expect(t.isWatched(3, 1_000)).toBe(false);
    expect(t.isWatched(2, 1_000 + INTEREST_TTL_MS - 1)).toBe(true);
    expect(t.isWatched(2, 1_000 + INTEREST_TTL_MS)).toBe(false);
    t.unwatchLocal(1);
    expect(t.isWatched(1)).toBe(false);
  });

  it('keeps an organisation watched while any process still watches it', () => {
    const t = new InterestTable();
    t.watchRemote('a', [5], 0);
    t.watchRemote('b', [5], 0);
    t.unwatchRemote('a', [5]);
    expect(t.isWatched(5, 1)).toBe(true);
  });
});
