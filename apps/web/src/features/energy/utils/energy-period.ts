import { ENERGY_TILE_PERIOD_DAYS, MAX_ENERGY_REPORT_DAYS } from '@sw/contracts/constants';
import { dayInZone, formatMonthDay } from '@sw/domain';

// The periods of the energy tiles and pages: inclusive calendar days 'yyyy-MM-dd'. The server reads
// each day in each site's own zone; "today" is the user's (the one zone rule of lib/time-zone).

export interface EnergyPeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** E-061 (decided): the last 30 complete days, yesterday the last of them. */
export function energyTilePeriod(now: Date, timeZone: string, days = ENERGY_TILE_PERIOD_DAYS): EnergyPeriod {
  const to = addDays(dayInZone(now, timeZone), -1);
  return { from: addDays(to, -(days - 1)), to };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A page's period from its URL days: one day alone is that day, a reversed pair is swapped, a range
 * longer than the reports take keeps its last MAX_ENERGY_REPORT_DAYS days; none (or malformed) gives
 * the tiles' period.
 */
export function energyPagePeriod(
  days: { from?: string; to?: string },
  now: Date,
  timeZone: string,
): EnergyPeriod & { chosen: boolean } {
  let from = days.from && DAY.test(days.from) ? days.from : undefined;
  let to = days.to && DAY.test(days.to) ? days.to : undefined;
  if (!from && !to) return { ...energyTilePeriod(now, timeZone), chosen: false };
  from ??= to as string;
  to ??= from;
  if (from > to) [from, to] = [to, from];
  if (daysBetween(from, to) >= MAX_ENERGY_REPORT_DAYS) from = addDays(to, -(MAX_ENERGY_REPORT_DAYS - 1));
  return { from, to, chosen: true };
}

/** 'Oct 27 – Nov 25' (or one day). */
export function periodLabel(p: EnergyPeriod): string {
  const a = formatMonthDay(`${p.from}T12:00:00Z`, 'UTC');
  const b = formatMonthDay(`${p.to}T12:00:00Z`, 'UTC');
  return p.from === p.to ? a : `${a} – ${b}`;
}
