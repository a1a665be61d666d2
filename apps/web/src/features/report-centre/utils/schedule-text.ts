import type { ReportSchedule, ScheduleFrequency } from '@sw/contracts';
import type { ReportPeriodKind } from '@sw/contracts/report-centre';

// How a schedule reads in the list and the dialog.

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** 'Daily at 06:00', 'Weekly on Monday at 06:00', 'Monthly on the 1st at 06:00'. */
export function whenText(s: Pick<ReportSchedule, 'frequency' | 'weekday' | 'hour'>): string {
  if (s.frequency === 'DAILY') return `Daily at ${hh(s.hour)}`;
  if (s.frequency === 'WEEKLY') return `Weekly on ${WEEKDAYS[(s.weekday ?? 1) - 1]} at ${hh(s.hour)}`;
  return `Monthly on the 1st at ${hh(s.hour)}`;
}

/** What each run covers. */
export function coversText(frequency: ScheduleFrequency, period: ReportPeriodKind): string {
  if (period === 'year') return 'January to the end of the month before each run';
  if (frequency === 'DAILY') return 'The day before each run';
  if (frequency === 'WEEKLY') return 'The Monday–Sunday week before each run';
  return 'The calendar month before each run';
}

/** The frequencies a template takes: a month or year report runs monthly only. */
export const frequenciesFor = (period: ReportPeriodKind): ScheduleFrequency[] =>
  period === 'days' ? ['DAILY', 'WEEKLY', 'MONTHLY'] : ['MONTHLY'];
