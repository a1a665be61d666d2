/** Rows grouped by a key, in their order: one pass, where a filter per group would be quadratic. */
export function groupBy<T, K>(rows: readonly T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** Rows grouped by their siteId. */
export const groupBySite = <T extends { siteId: number }>(rows: readonly T[]): Map<number, T[]> =>
  groupBy(rows, (r) => r.siteId);
