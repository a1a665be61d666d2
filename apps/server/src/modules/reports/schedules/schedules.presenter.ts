import type { ReportSchedule } from '@sw/contracts';
import type { Person } from './schedule-access';
import type { ScheduleRow } from './schedules.repository';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A schedule as the API answers it; recipients no longer of the organisation are left out. */
export function presentSchedule(row: ScheduleRow, people: Map<number, Person>): ReportSchedule {
  return {
    id: row.id,
    title: row.title,
    request: row.request,
    format: row.format,
    frequency: row.frequency,
    weekday: row.weekday,
    hour: row.hour,
    timeZone: row.timeZone,
    delivery: row.delivery,
    recipients: row.recipientIds.flatMap((id) => {
      const p = people.get(id);
      return p ? [p] : [];
    }),
    paused: row.paused,
    nextRunAt: iso(row.nextRunAt),
    lastRunAt: iso(row.lastRunAt),
    lastJobId: row.lastJobId,
    lastOutcome: row.lastOutcome,
    createdAt: row.createdAt.toISOString(),
  };
}
