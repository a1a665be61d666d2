import { z } from 'zod';
import { positiveId, ReportJobFields } from './report-jobs';

/*
 * Scheduled reports (issue 13, beyond the anchors): a report made again and again — each day, each
 * week or each month at a local hour — and emailed to chosen users of the organisation.
 */

export const SCHEDULE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const SCHEDULE_DELIVERIES = ['ATTACHMENT', 'LINK'] as const;

/** The report asked for at each run: a job request without its dates (each run has its period). */
export const ScheduledReportRequest = ReportJobFields.omit({
  reportFromDate: true,
  reportToDate: true,
  reportId: true,
});
export type ScheduledReportRequest = z.infer<typeof ScheduledReportRequest>;

export const ReportScheduleInput = z.object({
  title: z.string().trim().min(1, 'title is required').max(120, 'title is at most 120 characters'),
  request: ScheduledReportRequest,
  format: z.enum(['PDF', 'CSV', 'EXCEL'], { error: 'format must be PDF, CSV or EXCEL' }),
  /**
   * DAILY: the day before each run; WEEKLY: the Monday–Sunday week before; MONTHLY: the calendar
   * month before (a 'year' report: January to the month before). Local days of `timeZone`.
   */
  frequency: z.enum(SCHEDULE_FREQUENCIES, { error: 'frequency must be DAILY, WEEKLY or MONTHLY' }),
  /** WEEKLY: the ISO weekday it runs on (1 Monday … 7 Sunday); default 1. */
  weekday: z
    .number()
    .int()
    .min(1, 'weekday is 1 (Monday) to 7 (Sunday)')
    .max(7, 'weekday is 1 (Monday) to 7 (Sunday)')
    .optional(),
  /** MONTHLY: it runs on the 1st. The local hour of a run, 0–23; default 6. */
  hour: z.number().int().min(0, 'hour is 0 to 23').max(23, 'hour is 0 to 23').optional(),
  /** IANA zone of the runs and periods; default the report's site's zone, else the user's. */
  timeZone: z.string().max(64).optional(),
  recipientIds: z
    .array(positiveId('recipientIds[]'))
    .min(1, 'choose at least one recipient')
    .max(50, 'at most 50 recipients'),
  /** ATTACHMENT: the file attached (over 10 MB: as LINK); LINK: the file put in each recipient's My Downloads and linked. */
  delivery: z.enum(SCHEDULE_DELIVERIES, { error: 'delivery must be ATTACHMENT or LINK' }).optional(),
});
export type ReportScheduleInput = z.infer<typeof ReportScheduleInput>;

export const ReportSchedulePatch = ReportScheduleInput.partial().extend({ paused: z.boolean().optional() });
export type ReportSchedulePatch = z.infer<typeof ReportSchedulePatch>;

export const ScheduleIdParam = z.object({ scheduleId: z.uuid('scheduleId must be a schedule id (a UUID)') });

export const ReportSchedule = z.object({
  id: z.string(),
  title: z.string(),
  request: ScheduledReportRequest,
  format: z.enum(['PDF', 'CSV', 'EXCEL']),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  weekday: z.number().int().nullable(),
  hour: z.number().int(),
  timeZone: z.string(),
  delivery: z.enum(SCHEDULE_DELIVERIES),
  recipients: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
  paused: z.boolean(),
  /** ISO instant of the next run; null while paused. */
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastJobId: z.string().nullable(),
  /** What the last run did, in a sentence ('Sent to 3 recipients', 'Failed: …'). */
  lastOutcome: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSchedule = z.infer<typeof ReportSchedule>;
