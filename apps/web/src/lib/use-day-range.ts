import { useEffect, useState } from 'react';
import { DAY_RANGE_REFRESH_MS, dayRangeUntil, recentDayRange, type TimeRange } from './day-range';

/**
 * The time-range refresh helper of B-064: today's range in `timeZone`, renewed every 15 minutes, so
 * that queries keyed on it refetch with the range grown to now (and roll over at midnight). The first
 * range is the one a route's loader may just have prefetched with (recentDayRange); it is not renewed
 * on mount, which would send every query keyed on it a second time (issue 10).
 */
export function useDayRange(timeZone: string): TimeRange {
  const [state, setState] = useState(() => ({ timeZone, range: recentDayRange(timeZone) }));
  // A new zone: its range at once, during render, so that no request goes out for the old one.
  if (state.timeZone !== timeZone) setState({ timeZone, range: dayRangeUntil(new Date(), timeZone) });
  useEffect(() => {
    const timer = window.setInterval(
      () => setState({ timeZone, range: dayRangeUntil(new Date(), timeZone) }),
      DAY_RANGE_REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return state.range;
}
