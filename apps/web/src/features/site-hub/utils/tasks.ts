/** How many of the waiting excursions the tasks page lists (the rest are a click away). */
export const RECENT_TASKS = 5;

/** The `n` most recent rows, newest start first (ties: the later id first, so the order is stable). */
export function mostRecent<T extends { id: string; start: string }>(
  rows: readonly T[],
  n = RECENT_TASKS,
): T[] {
  return [...rows]
    .sort((a, b) => Date.parse(b.start) - Date.parse(a.start) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, n);
}
