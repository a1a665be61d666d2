import { dayEdgeInZone, dayInZone, daysInMonth, SHORT_MONTH_NAMES } from '@sw/domain';

// A month's energy per local day of a site (the drill-down of the annual pages): the series' daily
// buckets start at the site's local midnight, so each one is read as the site's calendar day.

/** The instants of a local month of `timeZone`: its first midnight to the next month's. */
export function monthRange(month: string, timeZone: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return {
    from: dayEdgeInZone(`${month}-01`, timeZone, 'start'),
    to: dayEdgeInZone(`${next}-01`, timeZone, 'start'),
  };
}

export interface DayBar {
  /** 'yyyy-MM-dd', the site's local day. */
  day: string;
  /** 1 … 31. */
  dayOfMonth: number;
  /** kWh; null for a day without a reading. */
  kwh: number | null;
}

/**
 * One bar per day of the month: each bucket's start (epoch seconds) read in the site's zone; a day
 * the series does not hold has no value. Buckets outside the month are ignored.
 */
export function dailyBars(
  month: string,
  timeZone: string,
  readings: readonly { timestamp: number; energy: number }[],
): DayBar[] {
  const byDay = new Map<string, number>();
  for (const r of readings) {
    const day = dayInZone(new Date(r.timestamp * 1000), timeZone);
    if (day.startsWith(month)) byDay.set(day, (byDay.get(day) ?? 0) + r.energy);
  }
  return Array.from({ length: daysInMonth(month) }, (_, i) => {
    const day = `${month}-${String(i + 1).padStart(2, '0')}`;
    return { day, dayOfMonth: i + 1, kwh: byDay.get(day) ?? null };
  });
}

/** 'October 2026'. */
export function monthTitle(month: string): string {
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${names[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** 'Oct 5' for the chart's axis and tooltip. */
export const dayLabel = (bar: DayBar) =>
  `${SHORT_MONTH_NAMES[Number(bar.day.slice(5, 7)) - 1]} ${bar.dayOfMonth}`;
