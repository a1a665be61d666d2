import { compact, searchEnum, searchIntList, searchString } from '../../../lib/search-params';

// The NOH page's URL filters (E-036, E-042, E-048): period, sites, search and sort. The route
// catalogue loads this file: it imports no date library (noh-period.ts reads the days).

export const NOH_SORT_KEYS = ['efficiency', 'site', 'total', 'op', 'noh', 'offenders'] as const;
export type NohSortKey = (typeof NOH_SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export interface NohSearch {
  /** Local days 'yyyy-MM-dd', inclusive. */
  from?: string;
  to?: string;
  sites?: number[];
  q?: string;
  sort?: NohSortKey;
  dir?: SortDir;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (s: string | undefined) => {
  if (!s || !DAY.test(s)) return undefined;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '2000-01-01'
    ? s
    : undefined;
};

/** validateSearch of /dashboard/noh_energy_consumption: anything malformed is dropped, not refused. */
export const nohSearch = (s: Record<string, unknown>): NohSearch =>
  compact({
    from: validDay(searchString(s.from)),
    to: validDay(searchString(s.to)),
    sites: searchIntList(s.sites),
    q: searchString(s.q)?.slice(0, 100),
    sort: searchEnum(s.sort, NOH_SORT_KEYS),
    dir: searchEnum(s.dir, ['asc', 'desc'] as const),
  });

/** The sort in force: NOH Efficiency ascending by default (E-042). */
export const nohSort = (search: Pick<NohSearch, 'sort' | 'dir'>): { key: NohSortKey; dir: SortDir } => ({
  key: search.sort ?? 'efficiency',
  dir: search.dir ?? (search.sort && search.sort !== 'efficiency' && search.sort !== 'site' ? 'desc' : 'asc'),
});

/** The search after a click on a column's sort: the same column flips, another starts at its default. */
export function toggleSort(search: NohSearch, key: NohSortKey): NohSearch {
  const current = nohSort(search);
  const dir: SortDir =
    current.key === key ? (current.dir === 'asc' ? 'desc' : 'asc') : nohSort({ sort: key }).dir;
  // The default (efficiency, ascending) leaves the URL clean.
  if (key === 'efficiency' && dir === 'asc') return compact({ ...search, sort: undefined, dir: undefined });
  return { ...search, sort: key, dir };
}

/** The phone's sort choices (the table's column sorts, as one list). */
export const PHONE_SORTS: readonly { value: string; label: string; sort: NohSortKey; dir: SortDir }[] = [
  { value: 'efficiency-asc', label: 'NOH Efficiency, lowest first', sort: 'efficiency', dir: 'asc' },
  { value: 'efficiency-desc', label: 'NOH Efficiency, highest first', sort: 'efficiency', dir: 'desc' },
  { value: 'site-asc', label: 'Site, A to Z', sort: 'site', dir: 'asc' },
  { value: 'total-desc', label: 'Total Energy, highest first', sort: 'total', dir: 'desc' },
  { value: 'noh-desc', label: 'Non-Operating Hour Energy, highest first', sort: 'noh', dir: 'desc' },
  { value: 'offenders-desc', label: 'Equipment lower than 20%, most first', sort: 'offenders', dir: 'desc' },
];

/** The search with a phone sort choice; the default leaves the URL clean. */
export function choosePhoneSort(search: NohSearch, value: string): NohSearch {
  const choice = PHONE_SORTS.find((s) => s.value === value);
  if (!choice || (choice.sort === 'efficiency' && choice.dir === 'asc'))
    return compact({ ...search, sort: undefined, dir: undefined });
  return { ...search, sort: choice.sort, dir: choice.dir };
}
