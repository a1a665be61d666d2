import type { MonthlyNohReport, NohDataStatus } from '@sw/contracts';
import { NOH_TILE_MONTHS } from '@sw/contracts/constants';
import { addMonths, dayInZone, monthOf, shortMonthName } from '@sw/domain';

/** E-050: the tile's last month: the current month in the user's zone (it ends the 12). */
export const nohTileMonth = (now: Date, timeZone: string) => monthOf(dayInZone(now, timeZone));

/** The 12 months the tile draws, oldest first. */
export const nohTileMonths = (lastMonth: string) =>
  Array.from({ length: NOH_TILE_MONTHS }, (_, i) => addMonths(lastMonth, i + 1 - NOH_TILE_MONTHS));

export interface NohTileBar {
  month: string;
  /** 'Nov 2025'. */
  label: string;
  /** 'Nov' (the axis). */
  short: string;
  /** E-051: by_org.by_month[month].noh.noh_efficiency × 100; null without data. */
  percent: number | null;
  status: NohDataStatus;
}

const label = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { short: shortMonthName(m - 1), label: `${shortMonthName(m - 1)} ${y}` };
};

/** E-050, E-051: one bar a month, the organisation's efficiency in percent (0–100). */
export function nohTileBars(report: MonthlyNohReport | null, months: readonly string[]): NohTileBar[] {
  return months.map((month) => {
    const m = report?.by_org.by_month[month];
    const fraction = m?.noh.noh_efficiency ?? null;
    return {
      month,
      ...label(month),
      percent: fraction === null ? null : Math.round(fraction * 10_000) / 100,
      status: m?.status ?? 'no_data',
    };
  });
}
