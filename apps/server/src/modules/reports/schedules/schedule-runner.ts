import type { ReportJob, ReportTemplate } from '@sw/contracts';
import { REPORT_TEMPLATE_INFO } from '@sw/contracts/report-centre';
import { dayInZone } from '@sw/domain';
import type { Database } from '../../../db/client';
import { badRequest, HttpError } from '../../../lib/http-errors';
import type { IdentityService } from '../../identity';
import type { ReportJobsService, Requester } from '../report-jobs.service';
import { templateOf } from '../templates/registry';
import { nextRunAfter, periodLabel, periodOf, type RunRule } from './schedule-periods';
import { callOf, jobRequestOf } from './schedule-request';
import { claimDue, recordJob, recordOutcome, type ScheduleRow } from './schedules.repository';

/** The queue pg-boss adds a job to every minute: one tick across all processes. */
export const SCHEDULE_TICK_QUEUE = 'report-schedule-tick';
/** Schedules taken per transaction: their rows stay locked only while they are moved on. */
const BATCH = 25;

interface Logger {
  error(obj: object, msg: string): void;
}

export const periodKindOf = (template: ReportTemplate) => REPORT_TEMPLATE_INFO[template].period;

export const ruleOf = (r: Pick<ScheduleRow, 'frequency' | 'weekday' | 'hour' | 'timeZone'>): RunRule => ({
  frequency: r.frequency,
  weekday: r.weekday,
  hour: r.hour,
  timeZone: r.timeZone,
});

/**
 * Makes the runs of schedules: each due schedule's report job, made as its owner with the owner's
 * sites now, through the call docs/reports.md names for its template and format.
 */
export class ScheduleRunner {
  constructor(
    private readonly database: Database,
    private readonly reportJobs: ReportJobsService,
    private readonly identity: IdentityService,
    private readonly log: Logger,
  ) {}

  /** The job of one run at `at` (its period: the one before `at`), as `who`; recorded on the schedule. */
  async make(
    row: Pick<ScheduleRow, 'id' | 'request' | 'format' | 'frequency' | 'timeZone'>,
    at: Date,
    who: Requester,
  ): Promise<ReportJob> {
    const def = templateOf(row.request.reportTemplate);
    if (!def) throw badRequest(`The ${row.request.reportTemplate} report cannot be made`);
    const period = periodOf(row.frequency, periodKindOf(row.request.reportTemplate), at, row.timeZone);
    const mode = callOf(def, row.format);
    const job = await this.reportJobs.create(
      who,
      jobRequestOf(row.request, period, mode),
      row.format,
      mode,
      row.id,
    );
    await recordJob(
      this.database,
      row.id,
      job.jobId,
      this.reportJobs.now(),
      `Making the report for ${periodLabel(period)}`,
    );
    return job;
  }

  /**
   * Runs every due schedule (not paused, next run not after now), a batch at a time; each is moved
   * on to its next run when taken, so a run is made at most once whatever the number of ticks.
   * Resolves to the number of runs taken.
   */
  async tick(): Promise<number> {
    let taken = 0;
    for (;;) {
      const now = this.reportJobs.now();
      const rows = await claimDue(this.database, now, BATCH, (row) => this.nextOf(row, now));
      for (const row of rows) await this.runDue(row, now);
      taken += rows.length;
      if (rows.length < BATCH) return taken;
    }
  }

  /** The run after now (a late tick does not make up the runs it missed), or null to pause. */
  private nextOf(row: ScheduleRow, now: Date): Date | null {
    try {
      return nextRunAfter(now, ruleOf(row));
    } catch (err) {
      this.log.error({ err, scheduleId: row.id }, 'schedule has no next run');
      return null;
    }
  }

  /**
   * One due run, never throwing: a request no longer valid (a site deleted, the owner gone) pauses
   * the schedule with the reason. The period is the one before the run's own time, even when the
   * tick comes late.
   */
  private async runDue(row: ScheduleRow, now: Date): Promise<void> {
    const day = dayInZone(now, row.timeZone);
    try {
      const owner = await this.identity.scopeOf(row.ownerId, row.orgId);
      if (!owner || owner.via === 'INTERNAL')
        throw badRequest('its owner is no longer an active user of the organisation');
      await this.make(row, row.nextRunAt ?? now, {
        orgId: row.orgId,
        userId: row.ownerId,
        siteScope: owner.siteScope,
      });
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500) {
        await recordOutcome(
          this.database,
          row.id,
          `Paused on ${day}: the report can no longer be made: ${err.message}`,
          true,
        ).catch((e) => this.log.error({ err: e, scheduleId: row.id }, 'schedule outcome not recorded'));
        return;
      }
      this.log.error({ err, scheduleId: row.id }, 'scheduled report not started');
      await recordOutcome(this.database, row.id, `Not made on ${day}: the report could not be started`).catch(
        (e) => this.log.error({ err: e, scheduleId: row.id }, 'schedule outcome not recorded'),
      );
    }
  }
}
