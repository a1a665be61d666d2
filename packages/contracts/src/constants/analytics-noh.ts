import { NOH_GOOD, NOH_POOR } from './analytics';

/**
 * Plain values of the NOH (non-operating hours) efficiency reports and page (spec 3 §2, §3, §9;
 * E-035 … E-053; docs/analytics.md "NOH efficiency").
 */

/** E-049: the per-site trend covers the last 6 months (ending with the month of the period's end). */
export const NOH_TREND_MONTHS = 6;
/** E-050: the dashboard tile shows the last 12 months (ending with the current month). */
export const NOH_TILE_MONTHS = 12;
/** E-048 (decided): the longest period of the NOH report and of site_off_hours_energy, in days. */
export const MAX_NOH_REPORT_DAYS = 366;
/** E-048 (decided): the page's default period: the last 30 days ending yesterday. */
export const NOH_DEFAULT_DAYS = 30;

/**
 * Equipment groups that must run around the clock (the catalogue's Refrigeration group): their
 * efficiency is reported but they never count as offenders (E-044, decided).
 */
export const NOH_ALWAYS_ON_GROUP_IDS: readonly number[] = [222];

/**
 * Data status of a site over a period or a month (E-047, E-048 decided): every day of it has ended
 * in the site's zone and has data ('complete'); some day has not ended yet ('in_progress'); some
 * ended day has no data ('incomplete'); no ended day has data ('no_data').
 */
export const NOH_DATA_STATUSES = ['complete', 'in_progress', 'incomplete', 'no_data'] as const;
export type NohDataStatus = (typeof NOH_DATA_STATUSES)[number];

export type NohBand = 'poor' | 'fair' | 'good';

/**
 * E-045, E-046: the colour band of an efficiency (a fraction): under 20 % poor (red), 75 % or more
 * good (green), in between fair (amber, decided); null when there is no efficiency ('N/A').
 */
export function nohBand(efficiency: number | null | undefined): NohBand | null {
  if (efficiency === null || efficiency === undefined || !Number.isFinite(efficiency)) return null;
  if (efficiency < NOH_POOR) return 'poor';
  if (efficiency >= NOH_GOOD) return 'good';
  return 'fair';
}
