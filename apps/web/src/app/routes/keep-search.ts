/**
 * C-002: a page that rewrites its own filters in the URL keeps every other key as it stands, so the
 * keys another notifications tab reads (severity, status, q, …) survive a change made here. `ownKeys`
 * are the keys the page manages: they are replaced by `next` (undefined removes one); the rest of
 * `current` (the raw query) is kept.
 */
export function keepOtherKeys(
  current: Readonly<Record<string, unknown>>,
  ownKeys: readonly string[],
  next: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const own = new Set([...ownKeys, ...Object.keys(next)]);
  const kept = Object.entries(current).filter(([k]) => !own.has(k));
  const set = Object.entries(next).filter(([, v]) => v !== undefined);
  // Entries, not assignment: a key such as '__proto__' in a URL stays plain data.
  return Object.fromEntries([...kept, ...set]);
}
