/** Lists paged in the browser (C-089, C-003 decisions): 25 rows a page unless the URL says rowLimit. */
export const DEFAULT_ROW_LIMIT = 25;
export const MAX_ROW_LIMIT = 200;

export interface PageSlice<T> {
  rows: T[];
  page: number;
  pages: number;
  total: number;
}

/** One page of `list`; a page past the end shows the last page (a list that shrank under a link). */
export function pageOf<T>(list: readonly T[], page: number, rowLimit?: number): PageSlice<T> {
  const size = Math.min(Math.max(1, rowLimit ?? DEFAULT_ROW_LIMIT), MAX_ROW_LIMIT);
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: list.slice((current - 1) * size, current * size), page: current, pages, total: list.length };
}
