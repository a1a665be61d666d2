/** Spec 1 §9 page size of paged GETs. */
export const PAGE_SIZE = 100;
/** A server that keeps answering full pages is broken; stop rather than loop for ever. */
const MAX_PAGES = 1000;

export interface PageRequest {
  limit: number;
  /** The page index: 0 for the first page, then offset+1. */
  offset: number;
}

/**
 * Spec 1 §7 paged GETs: ask page after page with offset+1 while a full page comes back, and join
 * them. A short page (or an empty 204 answer, null) ends the list.
 */
export async function getAllPages<T>(
  fetchPage: (page: PageRequest) => Promise<readonly T[] | null>,
  limit = PAGE_SIZE,
): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; offset < MAX_PAGES; offset++) {
    const page = (await fetchPage({ limit, offset })) ?? [];
    all.push(...page);
    if (page.length < limit) break;
  }
  return all;
}
