import type {
  NohDataStatus,
  NohEquipment,
  NohHourFigures,
  NohKeyContributor,
  NohTrendPoint,
  OrgNohReport,
} from '@sw/contracts';
import { type NohBand, nohBand } from '@sw/contracts/constants';
import { truncate } from '@sw/domain';
import { statusText } from './noh-format';
import type { NohSortKey, SortDir } from './noh-search';

/** E-014 convention: site names in analytics tables are cut at 45 characters. */
export const SITE_TITLE_MAX = 45;

/** One site of the NOH table (E-039 … E-047). */
export interface NohRow {
  siteId: number;
  title: string;
  shortTitle: string;
  efficiency: number | null;
  band: NohBand | null;
  totalKwh: number;
  op: NohHourFigures;
  noh: NohHourFigures;
  trend: NohTrendPoint[];
  contributors: NohKeyContributor[];
  offenders: number;
  /** The offending equipment, lowest efficiency first. */
  offenderEquipment: NohEquipment[];
  openAroundTheClock: boolean;
  status: NohDataStatus;
  incomplete: boolean;
  /** Why the site is styled incomplete; null when complete. */
  statusText: string | null;
  coverage: number | null;
}

export function nohRows(report: OrgNohReport): NohRow[] {
  return Object.entries(report.by_site).map(([id, s]) => {
    const offenderEquipment = Object.values(s.by_equipment)
      .filter((e) => e.offender)
      .sort((a, b) => (a.noh_efficiency ?? 0) - (b.noh_efficiency ?? 0));
    return {
      siteId: Number(id),
      title: s.site_title,
      shortTitle: truncate(s.site_title, SITE_TITLE_MAX),
      efficiency: s.site_noh.noh_efficiency,
      band: nohBand(s.site_noh.noh_efficiency),
      totalKwh: s.site_noh.op_hour.energy_total + s.site_noh.non_op_hour.energy_total,
      op: s.site_noh.op_hour,
      noh: s.site_noh.non_op_hour,
      trend: s.trend,
      contributors: s.key_contributors,
      offenders: s.num_of_offender,
      offenderEquipment,
      openAroundTheClock: s.open_around_the_clock,
      status: s.site_comp_status,
      incomplete: s.site_comp_status !== 'complete',
      statusText: statusText(s.site_comp_status, {
        withData: s.days_with_data,
        ended: s.days_ended,
        total: s.days_in_period,
      }),
      coverage: s.site_data_comp,
    };
  });
}

/** E-036 (decided): the search keeps the sites whose title contains it, ignoring case and accents. */
export function searchRows(rows: readonly NohRow[], q: string | undefined): NohRow[] {
  const needle = fold(q ?? '').trim();
  if (!needle) return [...rows];
  return rows.filter((r) => fold(r.title).includes(needle));
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const sortValue: Record<NohSortKey, (r: NohRow) => number | string | null> = {
  efficiency: (r) => r.efficiency,
  site: (r) => r.title.toLowerCase(),
  total: (r) => r.totalKwh,
  op: (r) => r.op.energy_total,
  noh: (r) => r.noh.energy_total,
  offenders: (r) => r.offenders,
};

/**
 * E-042: sorted by `key` in `dir`; rows without a value (efficiency 'N/A') come last either way, and
 * equal values keep the order of the site titles.
 */
export function sortRows(rows: readonly NohRow[], key: NohSortKey, dir: SortDir): NohRow[] {
  const value = sortValue[key];
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return (typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number)) * sign;
    }
    return a.title.localeCompare(b.title) || a.siteId - b.siteId;
  });
}
