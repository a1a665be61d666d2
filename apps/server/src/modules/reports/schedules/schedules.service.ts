import { randomUUID } from 'node:crypto';
import type { ReportJob, ReportSchedule, ReportScheduleInput, ReportSchedulePatch } from '@sw/contracts';
import type { Database } from '../../../db/client';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors';
import { audit, type IdentityService } from '../../identity';
import type { ReportJobsService, Requester } from '../report-jobs.service';
import { templateOf } from '../templates/registry';
import { checkRecipients, coveredSites, type Person, peopleOf } from './schedule-access';
import { isIanaZone, nextRunAfter, periodOf } from './schedule-periods';
import { callOf, jobRequestOf } from './schedule-request';
import { periodKindOf, ruleOf, type ScheduleRunner } from './schedule-runner';
import { presentSchedule } from './schedules.presenter';
import {
  deleteOwnSchedule,
  findOwnSchedule,
  insertSchedule,
  listOwnSchedules,
  type ScheduleFields,
  type ScheduleRow,
  updateOwnSchedule,
} from './schedules.repository';

/** WEEKLY runs on Mondays and every schedule at 06:00 local unless told otherwise. */
const DEFAULT_WEEKDAY = 1;
const DEFAULT_HOUR = 6;

const names = (people: Person[]) => people.map((p) => `${p.name} (${p.email})`);
const list = (items: (string | number)[]) =>
  items.length < 2 ? String(items[0]) : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Report schedules (docs/reports.md "Scheduled reports"): a user's own, in the organisation of their
 * token. A schedule is checked when saved as its next run would make it — the request valid for the
 * owner, the format and frequency the template's, the zone real, every recipient entitled — so that
 * runs fail only when something changes later (they then pause, saying why).
 */
export class ReportSchedulesService {
  constructor(
    private readonly database: Database,
    private readonly reportJobs: ReportJobsService,
    private readonly identity: IdentityService,
    private readonly runner: ScheduleRunner,
  ) {}

  /** The clock of schedules is the report jobs' (a test pins one). */
  private now(): Date {
    return this.reportJobs.now();
  }

  async list(who: Requester): Promise<ReportSchedule[]> {
    return this.present(who.orgId, await listOwnSchedules(this.database, who));
  }

  async get(who: Requester, id: string): Promise<ReportSchedule> {
    return (await this.present(who.orgId, [await this.own(who, id)]))[0]!;
  }

  async create(who: Requester, input: ReportScheduleInput): Promise<ReportSchedule> {
    const fields = await this.checked(who, input);
    const row = await insertSchedule(this.database, {
      id: randomUUID(),
      orgId: who.orgId,
      ownerId: who.userId,
      ...fields,
      paused: false,
    });
    await this.audit(who, 'REPORT_SCHEDULE_CREATE', row);
    return (await this.present(who.orgId, [row]))[0]!;
  }

  /**
   * Changes what the patch names. Pausing alone is always allowed (a broken schedule can be stopped);
   * anything else, resuming included, is checked as a new schedule would be. The next run is
   * computed again when the timing changes or the schedule resumes.
   */
  async update(who: Requester, id: string, patch: ReportSchedulePatch): Promise<ReportSchedule> {
    const row = await this.own(who, id);
    const { paused, ...changes } = patch;
    let fields: ScheduleFields;
    if (Object.keys(changes).length === 0 && paused !== false) {
      if (!paused || row.paused) return (await this.present(who.orgId, [row]))[0]!;
      fields = { ...row, paused: true, nextRunAt: null };
    } else {
      const checked = await this.checked(
        who,
        {
          title: changes.title ?? row.title,
          request: changes.request ?? row.request,
          format: changes.format ?? row.format,
          frequency: changes.frequency ?? row.frequency,
          weekday: changes.weekday ?? row.weekday ?? undefined,
          hour: changes.hour ?? row.hour,
          recipientIds: changes.recipientIds ?? row.recipientIds,
          delivery: changes.delivery ?? row.delivery,
        },
        changes.timeZone ?? row.timeZone,
      );
      const stays = paused ?? row.paused;
      const retimed =
        row.paused ||
        !row.nextRunAt ||
        (['frequency', 'weekday', 'hour', 'timeZone'] as const).some((k) => checked[k] !== row[k]);
      fields = {
        ...checked,
        paused: stays,
        nextRunAt: stays ? null : retimed ? checked.nextRunAt : row.nextRunAt,
      };
    }
    const updated = await updateOwnSchedule(this.database, who, id, fields);
    if (!updated) throw notFound('Report schedule');
    await this.audit(who, 'REPORT_SCHEDULE_UPDATE', updated, { changed: Object.keys(patch) });
    return (await this.present(who.orgId, [updated]))[0]!;
  }

  async remove(who: Requester, id: string): Promise<void> {
    const row = await this.own(who, id);
    if (!(await deleteOwnSchedule(this.database, who, id))) throw notFound('Report schedule');
    await this.audit(who, 'REPORT_SCHEDULE_DELETE', row);
  }

  /** A run now, for the last period, as a scheduled run makes it (emailed when done); timing unchanged. */
  async run(who: Requester, id: string): Promise<ReportJob> {
    return this.runner.make(await this.own(who, id), this.now(), who);
  }

  /** Runs the due schedules (the queue's tick; tests call it directly). */
  tick(): Promise<number> {
    return this.runner.tick();
  }

  private async own(who: Requester, id: string): Promise<ScheduleRow> {
    const row = await findOwnSchedule(this.database, who, id);
    if (!row) throw notFound('Report schedule');
    return row;
  }

  private async present(orgId: number, rows: ScheduleRow[]): Promise<ReportSchedule[]> {
    const people = await peopleOf(this.database, orgId, [...new Set(rows.flatMap((r) => r.recipientIds))]);
    return rows.map((r) => presentSchedule(r, people));
  }

  /**
   * The fields to store, once every rule holds (400 naming the field, or the template's own 404 for
   * ids not the owner's); `nextRunAt` the first run from now.
   */
  private async checked(
    who: Requester,
    input: ReportScheduleInput,
    currentZone?: string,
  ): Promise<Omit<ScheduleFields, 'paused'> & { nextRunAt: Date }> {
    const { request, format, frequency } = input;
    const template = request.reportTemplate;
    const def = templateOf(template);
    if (!def) throw badRequest(`request.reportTemplate: the ${template} report cannot be made yet`);
    if (!def.formats.includes(format))
      throw badRequest(
        `format: the ${template} report is made as ${def.formats.join(' or ')}, not ${format}`,
      );
    const kind = periodKindOf(template);
    if (kind !== 'days' && frequency !== 'MONTHLY')
      throw badRequest(
        `frequency: the ${template} report covers ${kind === 'month' ? 'one calendar month' : 'January to a month'}, so it runs MONTHLY`,
      );
    const timeZone = input.timeZone ?? currentZone ?? (await this.defaultZone(who, request.siteId));
    if (!isIanaZone(timeZone))
      throw badRequest(
        `timeZone: ${timeZone} is not a time zone of the IANA database (such as Europe/London)`,
      );
    const rule = {
      frequency,
      weekday: frequency === 'WEEKLY' ? (input.weekday ?? DEFAULT_WEEKDAY) : null,
      hour: input.hour ?? DEFAULT_HOUR,
      timeZone,
    };
    const nextRunAt = nextRunAfter(this.now(), ruleOf(rule));
    const mode = callOf(def, format);
    const period = periodOf(frequency, kind, nextRunAt, timeZone);
    try {
      await this.reportJobs.check(who, jobRequestOf(request, period, mode), format, mode, nextRunAt);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 400) throw badRequest(`request: ${err.message}`);
      throw err;
    }
    const recipientIds = [...new Set(input.recipientIds)];
    const sites = await coveredSites(this.database, who.orgId, request, who.siteScope);
    const r = await checkRecipients(this.database, this.identity, who.orgId, recipientIds, sites);
    const problems = [
      ...(r.inactive.length
        ? [
            `${list(r.inactive)} ${r.inactive.length === 1 ? 'is not an active user' : 'are not active users'} of this organisation`,
          ]
        : []),
      ...(r.noAccess.length ? [`${list(names(r.noAccess))} cannot see every site this report covers`] : []),
    ];
    if (problems.length) throw badRequest(`recipientIds: ${problems.join('; ')}`);
    return {
      title: input.title,
      request,
      format,
      ...rule,
      delivery: input.delivery ?? 'ATTACHMENT',
      recipientIds,
      nextRunAt,
    };
  }

  /** The request's site's zone, else the owner's own, else UTC. */
  private async defaultZone(who: Requester, siteId: number | undefined): Promise<string> {
    if (siteId !== undefined) {
      const [site] = await this.database.query<{ time_zone: string }>(
        'select time_zone from sites where id = $1::int and org_id = $2::int',
        [siteId, who.orgId],
      );
      if (site && isIanaZone(site.time_zone)) return site.time_zone;
    }
    const [user] = await this.database.query<{ time_zone: string }>(
      'select time_zone from users where id = $1::int',
      [who.userId],
    );
    return user && isIanaZone(user.time_zone) ? user.time_zone : 'UTC';
  }

  private async audit(
    who: Requester,
    action: string,
    row: ScheduleRow,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    await audit(
      this.database.db,
      { orgId: who.orgId, userId: who.userId, action, targetType: 'REPORT_SCHEDULE', targetId: row.id },
      { title: row.title, reportTemplate: row.request.reportTemplate, ...extra },
    );
  }
}
