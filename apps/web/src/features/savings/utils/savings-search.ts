import { HVAC_DEFAULT_DAYS, MAX_SAVINGS_DAYS } from '@sw/contracts/constants';
import { type ReportPeriod, reportPeriod } from '@sw/domain';
import { compact, searchIntList, searchString } from '../../../lib/search-params';

/** The savings pages' URL filters: the days (from … to) and the sites (repeated `sites`). */
export interface SavingsSearch {
  from?: string;
  to?: string;
  sites?: number[];
}

export const savingsSearch = (s: Record<string, unknown>): SavingsSearch =>
  compact({ from: searchString(s.from), to: searchString(s.to), sites: searchIntList(s.sites) });

/** The period in force: the URL's days, else the last 14 complete days (all within the thermostat samples' retention). */
export const savingsPeriod = (search: SavingsSearch, now: Date, timeZone: string): ReportPeriod =>
  reportPeriod(search, now, timeZone, { defaultDays: HVAC_DEFAULT_DAYS, maxDays: MAX_SAVINGS_DAYS });
