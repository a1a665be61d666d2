import { createHash } from 'node:crypto';
import { dayInZone } from '@sw/domain';
import type { Database } from '../../../db/client';
import type { JobQueue } from '../../../lib/job-queue';
import type { MailAttachment, Mailer, MailMessage } from '../../../lib/mailer';
import type { FilesService } from '../../files';
import type { IdentityService } from '../../identity';
import { checkRecipients, coveredSites, peopleOf } from './schedule-access';
import { SCHEDULE_EMAIL_QUEUE, type ScheduleEmailJob } from './schedule-email-job';
import { type DeliveryTally, outcomeOf, type RecipientResult, settle } from './schedule-outcome';
import { periodLabel } from './schedule-periods';
import { beginDelivery, findSchedule, type ScheduleRow, updateDelivery } from './schedules.repository';

/** One recipient's email of a run: a job each, so a failed address or a crash loses no other. */
export const SCHEDULE_DELIVERY_QUEUE = 'report-schedule-delivery';
/** Larger files are put in the recipient's My Downloads and linked instead (mail servers refuse more). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

interface DeliveryJob {
  jobId: string;
  scheduleId: string;
  orgId: number;
  ownerId: number;
  recipientId: number;
  fileId: string;
  fileName: string;
  from: string;
  to: string;
  /** The sites the report covers: the recipient must still see each when it is sent. */
  sites: number[];
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Retries as the incident emails: 30 s, 1, 2, 4 … minutes (at most 30 apart), about a day and a half. */
const RETRIES = { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800 } as const;

/** A queue job id per run and recipient: a handing-out tried again queues no second email. */
function deliveryId(jobId: string, recipientId: number): string {
  const h = createHash('sha256').update(`${jobId}:${recipientId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** A title as a header: no line breaks or control characters. */
const oneLine = (s: string) => s.replace(/\p{Cc}+/gu, ' ').trim();

function message(
  to: string,
  subject: string,
  lines: string[],
  link?: string,
  after: string[] = [],
): MailMessage {
  const text = [...lines, ...(link ? [link] : []), ...after, ''].join('\n');
  const paragraphs = (ls: string[]) => ls.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const html =
    paragraphs(lines) +
    (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '') +
    paragraphs(after);
  return { to, subject: oneLine(subject), text, html };
}

/** The report, attached or linked in My Downloads. Subject: '{title} — {period}'. */
export function reportEmail(m: {
  to: string;
  title: string;
  period: string;
  fileName: string;
  ownerName: string;
  attachment: MailAttachment | null;
  link: string;
  tooLarge: boolean;
}): MailMessage {
  const subject = `${m.title} — ${m.period}`;
  const intro = `The scheduled report ${m.title} for ${m.period} is ready.`;
  const tail = `${m.ownerName} scheduled this report and chose you as a recipient.`;
  if (m.attachment)
    return {
      ...message(m.to, subject, [intro, `The file ${m.fileName} is attached.`, tail]),
      attachments: [m.attachment],
    };
  const where = m.tooLarge
    ? `The file ${m.fileName} is over 10 MB, so it is in your My Downloads instead of attached:`
    : `The file ${m.fileName} is in your My Downloads:`;
  return message(m.to, subject, [intro, where], m.link, [tail]);
}

/** To the owner only: the run's report could not be made. */
export function failureEmail(to: string, title: string, period: string, reason: string): MailMessage {
  return message(to, `${title} — ${period}: not made`, [
    `The scheduled report ${title} could not be made: ${reason}`,
    `Period: ${period}.`,
    'The schedule goes on: its next run tries again.',
  ]);
}

/**
 * The emails of schedules' runs. A finished job is handed out once (SCHEDULE_EMAIL_QUEUE): a
 * failure is emailed to the owner; a file to each recipient still entitled, one queued delivery
 * each (SCHEDULE_DELIVERY_QUEUE), which checks again at send. The schedule's tally of them is its
 * last outcome.
 */
export class ScheduleEmails {
  constructor(
    private readonly database: Database,
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly files: FilesService,
    private readonly identity: IdentityService,
    /** Where links point (lib/public-base). */
    private readonly base: string,
    private readonly now: () => Date,
    private readonly log: Logger,
  ) {
    queue.define(SCHEDULE_EMAIL_QUEUE, { ...RETRIES, expireInSeconds: 120, deleteAfterSeconds: 7 * 86_400 });
    // Up to 10 MB read and sent, or copied into My Downloads: more time than a plain email.
    queue.define(SCHEDULE_DELIVERY_QUEUE, {
      ...RETRIES,
      expireInSeconds: 300,
      deleteAfterSeconds: 7 * 86_400,
    });
    queue.handle<ScheduleEmailJob>(SCHEDULE_EMAIL_QUEUE, { batchSize: 5 }, ({ data }) => this.handOut(data));
    queue.handle<DeliveryJob>(SCHEDULE_DELIVERY_QUEUE, { batchSize: 5 }, (job) =>
      this.deliver(job.data, job.retryCount >= job.retryLimit),
    );
  }

  /** A finished job of a schedule: the owner told of a failure, or one delivery queued per recipient. */
  async handOut(data: ScheduleEmailJob): Promise<unknown> {
    const schedule = await findSchedule(this.database, data.scheduleId);
    if (!schedule) return { skipped: 'schedule deleted' };
    const period = { from: data.request.reportFromDate, to: data.request.reportToDate };
    const tally: DeliveryTally = {
      jobId: data.jobId,
      day: dayInZone(this.now(), schedule.timeZone),
      failure: null,
      pending: [],
      sent: [],
      noAccess: [],
      inactive: [],
      failed: [],
    };
    if (!data.succeeded || !data.fileId || !data.fileName) {
      const reason = data.error ?? 'Please try again later';
      // The owner only, and only while they may still use the organisation.
      const owner = await checkRecipients(
        this.database,
        this.identity,
        schedule.orgId,
        [schedule.ownerId],
        [],
      );
      for (const p of owner.allowed)
        await this.mailer.send(failureEmail(p.email, schedule.title, periodLabel(period), reason));
      const failed = { ...tally, failure: reason };
      await beginDelivery(this.database, schedule.id, failed, outcomeOf(failed));
      return { failed: reason };
    }
    const sites = await coveredSites(this.database, data.orgId, data.request, data.siteScope);
    const who = await checkRecipients(this.database, this.identity, data.orgId, schedule.recipientIds, sites);
    const begun: DeliveryTally = {
      ...tally,
      pending: who.allowed.map((p) => p.id),
      noAccess: who.noAccess.map((p) => p.id),
      inactive: who.inactive,
    };
    // Tried again: the tally begun the first time says who is still owed an email.
    const pending = (await beginDelivery(this.database, schedule.id, begun, outcomeOf(begun)))
      ? begun.pending
      : ((await findSchedule(this.database, schedule.id))?.lastDelivery?.pending ?? []);
    for (const recipientId of pending)
      await this.queue.send<DeliveryJob>(
        SCHEDULE_DELIVERY_QUEUE,
        {
          jobId: data.jobId,
          scheduleId: schedule.id,
          orgId: data.orgId,
          ownerId: data.ownerId,
          recipientId,
          fileId: data.fileId,
          fileName: data.fileName,
          ...period,
          sites,
        },
        { id: deliveryId(data.jobId, recipientId) },
      );
    return { queued: pending.length };
  }

  /** One recipient's email, if they are still active and still see every site of the report. */
  async deliver(data: DeliveryJob, lastAttempt: boolean): Promise<unknown> {
    const schedule = await findSchedule(this.database, data.scheduleId);
    if (!schedule) return { skipped: 'schedule deleted' };
    const who = await checkRecipients(
      this.database,
      this.identity,
      data.orgId,
      [data.recipientId],
      data.sites,
    );
    const person = who.allowed[0];
    if (!person) {
      await this.record(schedule, data, who.inactive.length ? 'inactive' : 'noAccess');
      return { skipped: data.recipientId };
    }
    try {
      const sent = await this.send(schedule, data, person.email);
      await this.record(schedule, data, sent ? 'sent' : 'failed');
      return sent ? null : { skipped: 'report file gone' };
    } catch (err) {
      if (lastAttempt) await this.record(schedule, data, 'failed');
      throw err;
    }
  }

  /** Sends the file to `to`, attached or linked; false when the owner's file is gone. */
  private async send(schedule: ScheduleRow, data: DeliveryJob, to: string): Promise<boolean> {
    const opened = await this.files.open({ orgId: data.orgId, userId: data.ownerId }, data.fileId);
    if (!opened) {
      this.log.warn({ scheduleId: schedule.id, fileId: data.fileId }, 'scheduled report file gone');
      return false;
    }
    const tooLarge = opened.file.size > MAX_ATTACHMENT_BYTES;
    let attachment: MailAttachment | null = null;
    if (schedule.delivery === 'ATTACHMENT' && !tooLarge) {
      const content = Buffer.concat(await opened.body.toArray());
      attachment = { filename: data.fileName, content, contentType: opened.file.contentType };
    } else await this.copyFor(data, schedule.title, opened);
    const owner = (await peopleOf(this.database, data.orgId, [data.ownerId])).get(data.ownerId);
    await this.mailer.send(
      reportEmail({
        to,
        title: schedule.title,
        period: periodLabel(data),
        fileName: data.fileName,
        ownerName: owner?.name ?? 'A colleague',
        attachment,
        link: `${this.base}/my-downloads`,
        tooLarge,
      }),
    );
    return true;
  }

  /**
   * The file in the recipient's My Downloads: a copy of their own (the owner's is theirs already),
   * made once per run however often the email is tried.
   */
  private async copyFor(
    data: DeliveryJob,
    title: string,
    opened: NonNullable<Awaited<ReturnType<FilesService['open']>>>,
  ): Promise<void> {
    const recipient = { orgId: data.orgId, userId: data.recipientId };
    const copied =
      data.recipientId === data.ownerId ||
      (await this.files.list(recipient, 'REPORT')).some((f) => f.metadata.jobId === data.jobId);
    if (copied) {
      opened.body.destroy();
      return;
    }
    await this.files.save(recipient, {
      fileName: opened.file.fileName,
      contentType: opened.file.contentType,
      body: opened.body,
      metadata: {
        jobId: data.jobId,
        reportTemplate: opened.file.metadata.reportTemplate,
        message: `From the scheduled report ${title}`,
      },
      tags: opened.file.tags,
    });
  }

  private record(schedule: ScheduleRow, data: DeliveryJob, result: RecipientResult): Promise<void> {
    return updateDelivery(
      this.database,
      schedule.id,
      data.jobId,
      (t) => settle(t, data.recipientId, result),
      outcomeOf,
    );
  }
}
