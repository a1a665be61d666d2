/** The index of the instant closest to `t` in an ascending list; -1 for an empty list or no `t`. */
export function nearestIndex(times: readonly number[], t: number): number {
  if (times.length === 0 || !Number.isFinite(t)) return -1;
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] ?? 0) < t) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && Math.abs((times[lo - 1] ?? 0) - t) <= Math.abs((times[lo] ?? 0) - t)) return lo - 1;
  return lo;
}
