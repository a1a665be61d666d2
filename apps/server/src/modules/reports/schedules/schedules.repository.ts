import type { ReportFormat, ScheduledReportRequest, ScheduleFrequency } from '@sw/contracts';
import type { Database } from '../../../db/client';
import { bind, rowsOf } from '../../../db/raw-sql';
import type { DeliveryTally } from './schedule-outcome';

export type Delivery = 'ATTACHMENT' | 'LINK';

export interface ScheduleRow {
  id: string;
  orgId: number;
  ownerId: number;
  title: string;
  request: ScheduledReportRequest;
  format: ReportFormat;
  frequency: ScheduleFrequency;
  weekday: number | null;
  hour: number;
  timeZone: string;
  delivery: Delivery;
  recipientIds: number[];
  paused: boolean;
  nextRunAt: Date | null;
  lastRunAt: Date | null;
  lastJobId: string | null;
  lastOutcome: string | null;
  lastDelivery: DeliveryTally | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a user sets (the rest is the runner's). */
export type ScheduleFields = Pick<
  ScheduleRow,
  | 'title'
  | 'request'
  | 'format'
  | 'frequency'
  | 'weekday'
  | 'hour'
  | 'timeZone'
  | 'delivery'
  | 'recipientIds'
  | 'paused'
  | 'nextRunAt'
>;

const COLUMNS = `id, org_id as "orgId", owner_id as "ownerId", title, request, format, frequency, weekday,
  hour, time_zone as "timeZone", delivery, recipient_ids as "recipientIds", paused,
  next_run_at as "nextRunAt", last_run_at as "lastRunAt", last_job_id as "lastJobId",
  last_outcome as "lastOutcome", last_delivery as "lastDelivery", created_at as "createdAt",
  updated_at as "updatedAt"`;

/** Dates as Dates on both drivers (a raw query inside a transaction may answer strings). */
const withDates = (r: ScheduleRow): ScheduleRow => ({
  ...r,
  nextRunAt: r.nextRunAt && new Date(r.nextRunAt),
  lastRunAt: r.lastRunAt && new Date(r.lastRunAt),
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
});

const fieldParams = (f: ScheduleFields) => [
  f.title,
  JSON.stringify(f.request),
  f.format,
  f.frequency,
  f.weekday,
  f.hour,
  f.timeZone,
  f.delivery,
  JSON.stringify(f.recipientIds),
  f.paused,
  f.nextRunAt?.toISOString() ?? null,
];

export async function insertSchedule(
  database: Database,
  s: { id: string; orgId: number; ownerId: number } & ScheduleFields,
): Promise<ScheduleRow> {
  const [row] = await database.query<ScheduleRow>(
    `insert into report_schedules (id, org_id, owner_id, title, request, format, frequency, weekday, hour,
       time_zone, delivery, recipient_ids, paused, next_run_at)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::int, $9::int, $10, $11, $12::jsonb, $13, $14::timestamptz)
     returning ${COLUMNS}`,
    [s.id, s.orgId, s.ownerId, ...fieldParams(s)],
  );
  return withDates(row!);
}

/** The owner's schedule, or null: another user's or organisation's is not theirs. */
export async function findOwnSchedule(
  database: Database,
  owner: { orgId: number; userId: number },
  id: string,
): Promise<ScheduleRow | null> {
  const [row] = await database.query<ScheduleRow>(
    `select ${COLUMNS} from report_schedules where id = $1 and org_id = $2 and owner_id = $3`,
    [id, owner.orgId, owner.userId],
  );
  return row ? withDates(row) : null;
}

export async function listOwnSchedules(
  database: Database,
  owner: { orgId: number; userId: number },
): Promise<ScheduleRow[]> {
  const rows = await database.query<ScheduleRow>(
    `select ${COLUMNS} from report_schedules where org_id = $1 and owner_id = $2
      order by created_at desc, id limit 500`,
    [owner.orgId, owner.userId],
  );
  return rows.map(withDates);
}

export async function findSchedule(database: Database, id: string): Promise<ScheduleRow | null> {
  const [row] = await database.query<ScheduleRow>(`select ${COLUMNS} from report_schedules where id = $1`, [
    id,
  ]);
  return row ? withDates(row) : null;
}

/** Replaces what the owner sets; null when the schedule is not theirs. */
export async function updateOwnSchedule(
  database: Database,
  owner: { orgId: number; userId: number },
  id: string,
  f: ScheduleFields,
): Promise<ScheduleRow | null> {
  const [row] = await database.query<ScheduleRow>(
    `update report_schedules set title = $4, request = $5::jsonb, format = $6, frequency = $7,
       weekday = $8::int, hour = $9::int, time_zone = $10, delivery = $11, recipient_ids = $12::jsonb,
       paused = $13, next_run_at = $14::timestamptz, updated_at = now()
     where id = $1 and org_id = $2 and owner_id = $3 returning ${COLUMNS}`,
    [id, owner.orgId, owner.userId, ...fieldParams(f)],
  );
  return row ? withDates(row) : null;
}

export async function deleteOwnSchedule(
  database: Database,
  owner: { orgId: number; userId: number },
  id: string,
): Promise<boolean> {
  const rows = await database.query<{ id: string }>(
    'delete from report_schedules where id = $1 and org_id = $2 and owner_id = $3 returning id',
    [id, owner.orgId, owner.userId],
  );
  return rows.length > 0;
}

const DUE = `select ${COLUMNS} from report_schedules
  where not paused and next_run_at <= $1::timestamptz
  order by next_run_at, id limit $2::int for update skip locked`;

/**
 * Takes up to `limit` due schedules: locked rows other processes skip, each moved on to the run
 * `nextOf` gives it and stamped with `now` as its last run before the lock is let go, so no other
 * tick takes them again. Resolves to the rows as they were (their `nextRunAt` the run now due).
 */
export async function claimDue(
  database: Database,
  now: Date,
  limit: number,
  nextOf: (row: ScheduleRow) => Date | null,
): Promise<ScheduleRow[]> {
  return database.db.transaction(async (tx) => {
    const rows = rowsOf<ScheduleRow>(await tx.execute(bind(DUE, [now.toISOString(), limit]))).map(withDates);
    for (const row of rows) {
      // No next run (a zone the runtime no longer knows): paused rather than taken every tick.
      const next = nextOf(row);
      await tx.execute(
        bind(
          `update report_schedules set next_run_at = $2::timestamptz, last_run_at = $3::timestamptz,
             paused = paused or $4::boolean where id = $1`,
          [row.id, next?.toISOString() ?? null, now.toISOString(), next === null],
        ),
      );
    }
    return rows;
  });
}

/**
 * A run made its job: its id, and `outcome` until its emails say more. A job that finished (and
 * began its tally) before this was written keeps the tally's outcome.
 */
export async function recordJob(
  database: Database,
  id: string,
  jobId: string,
  at: Date,
  outcome: string,
): Promise<void> {
  await database.query(
    `update report_schedules set last_job_id = $2::uuid, last_run_at = $3::timestamptz,
       last_outcome = case when last_delivery->>'jobId' = $5 then last_outcome else $4 end,
       last_delivery = case when last_delivery->>'jobId' = $5 then last_delivery else null end
     where id = $1`,
    [id, jobId, at.toISOString(), outcome, jobId],
  );
}

/** What the last run came to, in a sentence; `pause` stops the schedule (its request no longer works). */
export async function recordOutcome(
  database: Database,
  id: string,
  outcome: string,
  pause = false,
): Promise<void> {
  await database.query(
    `update report_schedules set last_outcome = $2, last_delivery = null,
       paused = paused or $3::boolean, next_run_at = case when $3::boolean then null else next_run_at end
     where id = $1`,
    [id, outcome, pause],
  );
}

/**
 * Starts the tally of a job's emails, once: a retried hand-out finds it begun and leaves the
 * recipients' progress alone. True when this call began it.
 */
export async function beginDelivery(
  database: Database,
  id: string,
  tally: DeliveryTally,
  outcome: string,
): Promise<boolean> {
  const rows = await database.query<{ id: string }>(
    `update report_schedules set last_delivery = $2::jsonb, last_outcome = $3
      where id = $1 and (last_delivery is null or last_delivery->>'jobId' is distinct from $4)
      returning id`,
    [id, JSON.stringify(tally), outcome, tally.jobId],
  );
  return rows.length > 0;
}

/**
 * Moves one recipient on in the tally of job `jobId` and rewrites the outcome from it, under a row
 * lock so two recipients finishing at once both count. Nothing when a newer run's tally replaced it.
 */
export async function updateDelivery(
  database: Database,
  id: string,
  jobId: string,
  change: (t: DeliveryTally) => DeliveryTally,
  outcomeOf: (t: DeliveryTally) => string,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [row] = rowsOf<{ lastDelivery: DeliveryTally | null }>(
      await tx.execute(
        bind('select last_delivery as "lastDelivery" from report_schedules where id = $1 for update', [id]),
      ),
    );
    const tally = row?.lastDelivery;
    if (!tally || tally.jobId !== jobId) return;
    const next = change(tally);
    await tx.execute(
      bind('update report_schedules set last_delivery = $2::jsonb, last_outcome = $3 where id = $1', [
        id,
        JSON.stringify(next),
        outcomeOf(next),
      ]),
    );
  });
}
