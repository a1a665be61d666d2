import { isPresentNumber, MISSING_VALUE } from './format-missing';

const MINUTE_MS = 60_000;

/**
 * Spec 1 §9 durations in hours and minutes: '2h 05m', '45m', '0m', '26h 00m' (no days: incident
 * durations compare better in one unit). Whole minutes, rounded down: a duration is shown as the
 * time that has fully elapsed. Negative or missing durations show '-'.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (!isPresentNumber(ms) || ms < 0) return MISSING_VALUE;
  const totalMinutes = Math.floor(ms / MINUTE_MS);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}m`;
  return `${hours}h ${String(minutes).padStart(2, '0')}m`;
}

/** The duration between two instants; '-' when either is missing or the end precedes the start. */
export function formatDurationBetween(
  start: Date | string | number | null | undefined,
  end: Date | string | number | null | undefined,
): string {
  if (start == null || end == null) return MISSING_VALUE;
  return formatDuration(new Date(end).getTime() - new Date(start).getTime());
}
