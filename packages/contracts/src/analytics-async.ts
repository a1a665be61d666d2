import { z } from 'zod';
import { idList } from './common';
import { ASYNC_REPORT_NAMES, ASYNC_REPORT_STATUSES, type AsyncReportStatus } from './constants/analytics';

export * from './constants/analytics';

/**
 * Asynchronous analytics reports (spec 3 §4, §7; E-026 … E-031): the start call answers at once with
 * a report key; the result call answers report_version 0 until the data is ready, then 1 with data.
 */
export const AsyncReportName = z.enum(ASYNC_REPORT_NAMES);
export type AsyncReportName = z.infer<typeof AsyncReportName>;

/** `site_id`: the sites to include (comma list or repeated); none = every site the caller may see. */
export const SiteIdQuery = z.object({ site_id: idList.optional() });
export type SiteIdQuery = z.infer<typeof SiteIdQuery>;

/** What a start call answers (E-030): the key to poll; version 1 already when a kept result is reused. */
export const AsyncReportStart = z.object({
  report_key: z.string(),
  report_version: z.number().int(),
  status: z.enum(ASYNC_REPORT_STATUSES),
});
export type AsyncReportStart = z.infer<typeof AsyncReportStart>;

/** Path of a result call: /report/{name}/{orgId or id}/{key}. */
export const AsyncReportKeyParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a report key from the start call'),
});

/**
 * A result (E-028, E-030, E-031): report_version 0 while RUNNING (data null, progress 0–1), 1 once
 * READY with data; FAILED keeps version 0 and says why in `error` (the screens stop polling).
 * `report_date` is when the data was computed (ISO instant).
 */
export const asyncReportResult = <T extends z.ZodType>(data: T) =>
  z.object({
    report_key: z.string(),
    report_version: z.number().int(),
    status: z.enum(ASYNC_REPORT_STATUSES),
    progress: z.number(),
    report_date: z.string().nullable(),
    error: z.string().nullable(),
    data: data.nullable(),
  });

export interface AsyncReportResult<T> {
  report_key: string;
  report_version: number;
  status: AsyncReportStatus;
  progress: number;
  report_date: string | null;
  error: string | null;
  data: T | null;
}
