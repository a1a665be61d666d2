/** The index of the timestamp closest to `t` in an ascending list; -1 for an empty list. */
export function nearestIndex(timestamps: readonly number[], t: number): number {
  if (timestamps.length === 0 || !Number.isFinite(t)) return -1;
  let lo = 0;
  let hi = timestamps.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((timestamps[mid] ?? 0) < t) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && Math.abs((timestamps[lo - 1] ?? 0) - t) <= Math.abs((timestamps[lo] ?? 0) - t)) return lo - 1;
  return lo;
}
