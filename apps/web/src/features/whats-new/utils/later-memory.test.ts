import { describe, expect, it } from 'vitest';
import type { SafeStorage } from '../../../lib/storage';
import { hasUnseenNotPutOff, readLater, rememberLater } from './later-memory';

function memoryStore(): SafeStorage {
  const m = new Map<string, string>();
  return { get: (k) => m.get(k) ?? null, set: (k, v) => void m.set(k, v), remove: (k) => void m.delete(k) };
}

describe("What's New 'Later' memory (issue 9)", () => {
  it('remembers put-off releases for the same sign-in session', () => {
    const store = memoryStore();
    rememberLater(store, 'token-aaaaaaaaaaaaaaaaaaaa', [1, 2]);
    rememberLater(store, 'token-aaaaaaaaaaaaaaaaaaaa', [3]);
    expect(readLater(store, 'token-aaaaaaaaaaaaaaaaaaaa')).toEqual([1, 2, 3]);
  });

  it('forgets them for a new sign-in and survives garbage', () => {
    const store = memoryStore();
    rememberLater(store, 'token-aaaaaaaaaaaaaaaaaaaa', [1]);
    expect(readLater(store, 'token-bbbbbbbbbbbbbbbbbbbb')).toEqual([]);
    store.set('whatsNewLater', '{not json');
    expect(readLater(store, 'token-aaaaaaaaaaaaaaaaaaaa')).toEqual([]);
  });

  it('brings the popup back only for a release not put off', () => {
    expect(hasUnseenNotPutOff([1, 2], [1, 2])).toBe(false);
    expect(hasUnseenNotPutOff([1, 2, 3], [1, 2])).toBe(true);
    expect(hasUnseenNotPutOff([], [])).toBe(false);
  });
});
