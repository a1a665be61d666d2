import { TZDate } from '@date-fns/tz';
import { DEFAULT_INCIDENT_DAYS } from '@sw/contracts';
import { safeTimeZone } from '@sw/domain';
import { endOfDay, format, startOfDay } from 'date-fns';

const DAY_MS = 86_400_000;

export interface ListPeriod {
  /** ISO instants for the call. */
  from: string;
  to: string;
  /** yyyy-MM-dd in the viewer's zone, for the picker. */
  fromDay: string;
  toDay: string;
}

export const dayIn = (instant: Date, timeZone: string) =>
  format(new TZDate(instant.getTime(), safeTimeZone(timeZone)), 'yyyy-MM-dd');

function dayEdge(day: string, timeZone: string, edge: 'start' | 'end'): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const noon = new TZDate(y, m - 1, d, 12, 0, 0, safeTimeZone(timeZone));
  return (edge === 'start' ? startOfDay(noon) : endOfDay(noon)).getTime();
}

/**
 * The period of the list: the URL's days (start of the first to end of the last, viewer's zone), else
 * the last 7 days up to now (spec 2 §4 default). One day alone is a one-day period; a reversed pair
 * is swapped; the end never runs past now.
 */
export function listPeriod(days: { from?: string; to?: string }, timeZone: string, now: Date): ListPeriod {
  let { from: fromDay, to: toDay } = days;
  if (!fromDay && !toDay) {
    const from = new Date(now.getTime() - DEFAULT_INCIDENT_DAYS * DAY_MS);
    return {
      from: from.toISOString(),
      to: now.toISOString(),
      fromDay: dayIn(from, timeZone),
      toDay: dayIn(now, timeZone),
    };
  }
  fromDay ??= toDay as string;
  toDay ??= fromDay;
  if (fromDay > toDay) [fromDay, toDay] = [toDay, fromDay];
  const start = dayEdge(fromDay, timeZone, 'start');
  const end = Math.min(dayEdge(toDay, timeZone, 'end'), now.getTime());
  return {
    from: new Date(start).toISOString(),
    to: new Date(Math.max(start, end)).toISOString(),
    fromDay,
    toDay,
  };
}
