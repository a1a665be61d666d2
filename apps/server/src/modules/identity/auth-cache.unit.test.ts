import { describe, expect, it } from 'vitest';
import { AuthCache } from './auth-cache';

const ctx = (userId: number) => ({ userId, orgId: 1 });

describe('AuthCache', () => {
  it('reuses an entry within its time to live and drops it after', () => {
    const cache = new AuthCache<{ userId: number }>(5000);
    cache.set('t1', ctx(7), 1_000_000, cache.stamp(), 0);
    expect(cache.get('t1', 4999)).toEqual(ctx(7));
    expect(cache.get('t1', 5000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
  it('never outlives the token itself', () => {
    const cache = new AuthCache<{ userId: number }>(5000);
    cache.set('t1', ctx(7), 1000, cache.stamp(), 0);
    expect(cache.get('t1', 999)).toEqual(ctx(7));
    expect(cache.get('t1', 1000)).toBeUndefined();
    cache.set('expired', ctx(7), 10, cache.stamp(), 10);
    expect(cache.get('expired', 10)).toBeUndefined();
  });
  it('forgets one user (every token of theirs) and keeps the others', () => {
    const cache = new AuthCache<{ userId: number }>(5000);
    cache.set('a1', ctx(1), 1e9, cache.stamp(), 0);
    cache.set('a2', ctx(1), 1e9, cache.stamp(), 0);
    cache.set('b1', ctx(2), 1e9, cache.stamp(), 0);
    cache.forgetUser(1);
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b1', 1)).toEqual(ctx(2));
    cache.clear();
    expect(cache.size).toBe(0);
  });
  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = new AuthCache<{ userId: number }>(5000, 3);
    for (let i = 0; i < 5; i++) cache.set(`t${i}`, ctx(i), 1e9, cache.stamp(), 0);
    expect(cache.size).toBe(3);
    expect(cache.get('t0', 1)).toBeUndefined();
    expect(cache.get('t1', 1)).toBeUndefined();
    expect(cache.get('t4', 1)).toEqual(ctx(4));
  });
  it('keeps nothing when turned off', () => {
    const cache = new AuthCache<{ userId: number }>(0);
    cache.set('t1', ctx(7), 1e9, cache.stamp(), 0);
    expect(cache.get('t1', 0)).toBeUndefined();
  });
  it('refuses an answer whose lookup started before a forget or a clear', () => {
    const cache = new AuthCache<{ userId: number }>(5000);
    const before = cache.stamp();
    cache.forgetUser(1); // a password change while the lookup was reading
    cache.set('late', ctx(1), 1e9, before, 0);
    expect(cache.get('late', 1)).toBeUndefined();
    const beforeClear = cache.stamp();
    cache.clear();
    cache.set('cleared', ctx(2), 1e9, beforeClear, 0);
    expect(cache.get('cleared', 1)).toBeUndefined();
    cache.set('fresh', ctx(1), 1e9, cache.stamp(), 0);
    expect(cache.get('fresh', 1)).toEqual(ctx(1));
  });
  it('forgets only the matching entries (one signed-out token), and refuses lookups begun before', () => {
    const cache = new AuthCache<{ userId: number; tokenId: string }>(5000);
    const before = cache.stamp();
    cache.set('a', { userId: 1, tokenId: 'ja' }, 1e9, cache.stamp(), 0);
    cache.set('b', { userId: 1, tokenId: 'jb' }, 1e9, cache.stamp(), 0);
    cache.forgetWhere((v) => v.tokenId === 'ja');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toEqual({ userId: 1, tokenId: 'jb' });
    cache.set('late', { userId: 1, tokenId: 'ja' }, 1e9, before, 0);
    expect(cache.get('late', 1)).toBeUndefined();
  });
});
