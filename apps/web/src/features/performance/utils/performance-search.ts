import { compact, searchEnum, searchInt, searchIntList, searchString } from '../../../lib/search-params';

/** The URL filters of both performance pages (F-022, F-052): all optional; none means all. */
export interface PerformanceSearch {
  q?: string;
  sites?: number[];
  siteGroups?: number[];
  types?: number[];
  vendors?: string[];
  from?: string;
  to?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  page?: number;
}

const stringList = (v: unknown): string[] | undefined => {
  const list = (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .filter((x): x is string => typeof x === 'string' && x.trim() !== '' && x.length <= 100)
    .slice(0, 50);
  return list.length ? list : undefined;
};

export const performanceSearch = (s: Record<string, unknown>): PerformanceSearch =>
  compact({
    q: searchString(s.q)?.slice(0, 100),
    sites: searchIntList(s.sites),
    siteGroups: searchIntList(s.siteGroups),
    types: searchIntList(s.types),
    vendors: stringList(s.vendors),
    from: searchString(s.from),
    to: searchString(s.to),
    sort: searchString(s.sort)?.slice(0, 40),
    dir: searchEnum(s.dir, ['asc', 'desc'] as const),
    page: searchInt(s.page),
  });
