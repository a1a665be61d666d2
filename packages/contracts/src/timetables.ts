import { z } from 'zod';

/**
 * A calendar date as the site format of the preview and compliance calls (D-051, D-053): yyyy-MM-dd,
 * read in the site's time zone. Impossible dates (2026-02-30) are refused.
 */
export const YmdDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-MM-dd')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return (
      !Number.isNaN(d.getTime()) &&
      d.toISOString().slice(0, 10) === s &&
      s >= '2000-01-01' &&
      s < '2100-01-01'
    );
  }, 'must be a real date between 2000-01-01 and 2099-12-31')
  .meta({ description: 'A calendar date yyyy-MM-dd in the site time zone' });

/** Days between two yyyy-MM-dd dates (b − a). */
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Longest preview range: a month of days (inclusive). */
export const MAX_PREVIEW_DAYS = 31;

/** I-057/I-058 query: startDate and endDate (inclusive; defaults to startDate), at most 31 days. */
export const TimetablePreviewQuery = z
  .object({ startDate: YmdDate, endDate: YmdDate.optional() })
  .superRefine((q, ctx) => {
    if (!q.endDate || typeof q.startDate !== 'string') return;
    const days = daysBetween(q.startDate, q.endDate);
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
    else if (days >= MAX_PREVIEW_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `range must be at most ${MAX_PREVIEW_DAYS} days`,
      });
  });
export type TimetablePreviewQuery = z.infer<typeof TimetablePreviewQuery>;

/**
 * One event of a preview (D-052): its local wall time 'HH:mm' ('24:00' closes a day left on, see
 * D-053), setAction 1 = on / occupied, 0 = off, and the instant computed in the site time zone.
 */
export const TimetablePreviewEvent = z.object({
  time: z.string(),
  setAction: z.union([z.literal(0), z.literal(1)]),
  timestamp: z.string(),
});
export type TimetablePreviewEvent = z.infer<typeof TimetablePreviewEvent>;

/**
 * One equipment's timetable on one date (D-047…D-052). events come in pairs (on, off), each pair
 * starting with setAction 1, pairs sorted by their start; several thermostat timetables of the same
 * equipment are merged into one preview (timetableIds lists them, timetableId is the first).
 * outsideMinTemp/outsideMaxTemp are the site's recorded outdoor range that day (null without weather).
 */
export const TimetablePreview = z.object({
  equipment: z.object({ id: z.number(), title: z.string() }),
  equipmentId: z.number(),
  siteId: z.number(),
  date: z.string(),
  events: z.array(TimetablePreviewEvent),
  setPoint: z.number().nullable(),
  minTemp: z.number().nullable(),
  maxTemp: z.number().nullable(),
  controlType: z.string(),
  thermostatWorkingMode: z.string().nullable(),
  timetableId: z.number(),
  timetableIds: z.array(z.number()),
  outsideMinTemp: z.number().nullable(),
  outsideMaxTemp: z.number().nullable(),
});
export type TimetablePreview = z.infer<typeof TimetablePreview>;
