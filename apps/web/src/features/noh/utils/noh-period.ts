import { MAX_NOH_REPORT_DAYS, NOH_DEFAULT_DAYS } from '@sw/contracts/constants';
import { dayInZone } from '@sw/domain';
import type { NohSearch } from './noh-search';

/** 'yyyy-MM-dd' `n` days after `day`. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export interface NohPeriod {
  from: string;
  to: string;
  /** The last day the picker offers: today in the user's zone. */
  maxDay: string;
  /** Whether the URL chose the period (else the default). */
  chosen: boolean;
}

/**
 * E-048 (decided): the period in force. Without days in the URL, the last NOH_DEFAULT_DAYS days
 * ending yesterday in `timeZone`. Days after today are brought back to today, a reversed pair is
 * swapped, one day alone is a one-day period, and a period longer than MAX_NOH_REPORT_DAYS keeps its
 * last MAX_NOH_REPORT_DAYS days.
 */
export function nohPeriod(search: Pick<NohSearch, 'from' | 'to'>, timeZone: string, now: Date): NohPeriod {
  const today = dayInZone(now, timeZone);
  if (!search.from && !search.to) {
    const to = addDays(today, -1);
    return { from: addDays(to, 1 - NOH_DEFAULT_DAYS), to, maxDay: today, chosen: false };
  }
  let from = (search.from ?? search.to)!;
  let to = (search.to ?? search.from)!;
  if (from > to) [from, to] = [to, from];
  if (to > today) to = today;
  if (from > to) from = to;
  if (daysBetween(from, to) >= MAX_NOH_REPORT_DAYS) from = addDays(to, 1 - MAX_NOH_REPORT_DAYS);
  return { from, to, maxDay: today, chosen: true };
}
