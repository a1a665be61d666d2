import { addDaysTo, dayInZone, formatInZone } from '@sw/domain';

// The site hub's figures cover whole local days of the site: a day still running would move the
// figure while it is read, and would not match the linked page opened a minute later.

/** The hub's window: the last 7 complete days (A-084 decided). */
export const HUB_DAYS = 7;

export interface DayPeriod {
  /** 'yyyy-MM-dd', inclusive, in the site's zone. */
  from: string;
  to: string;
}

/** Yesterday in `timeZone` and the `days − 1` days before it. */
export function lastCompleteDays(now: Date, timeZone: string, days = HUB_DAYS): DayPeriod {
  const to = addDaysTo(dayInZone(now, timeZone), -1);
  return { from: addDaysTo(to, 1 - days), to };
}

/** '2 – 8 Jun' (or one day); days are labels, not instants, so no zone shift applies. */
export function dayRangeLabel(p: DayPeriod): string {
  const day = (d: string) => formatInZone(`${d}T12:00:00Z`, 'd MMM', 'UTC');
  return p.from === p.to ? day(p.from) : `${day(p.from)} – ${day(p.to)}`;
}
