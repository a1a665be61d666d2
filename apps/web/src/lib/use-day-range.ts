import { useEffect, useState } from 'react';
import { DAY_RANGE_REFRESH_MS, dayRangeUntil, type TimeRange } from './day-range';

/**
 * The time-range refresh helper of B-064: today's range in `timeZone`, renewed every 15 minutes, so
 * that queries keyed on it refetch with the range grown to now (and roll over at midnight).
 */
export function useDayRange(timeZone: string): TimeRange {
  const [range, setRange] = useState(() => dayRangeUntil(new Date(), timeZone));
  useEffect(() => {
    setRange(dayRangeUntil(new Date(), timeZone));
    const timer = window.setInterval(
      () => setRange(dayRangeUntil(new Date(), timeZone)),
      DAY_RANGE_REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return range;
}
