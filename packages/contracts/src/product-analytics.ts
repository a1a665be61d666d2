import { z } from 'zod';

/** The analytics events of spec 1 §7, named as the client sends them. */
export const ANALYTICS_EVENT_NAMES = [
  'page view',
  'user visit',
  'Filter Applied',
  'report generation',
] as const;

/** The client renews its analytics session id after this much inactivity. */
export const ANALYTICS_SESSION_MS = 1_800_000;

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
const value = z.union([scalar, z.array(scalar).max(100)]);

/** POST /api/v1/analytics/events; the session id is a UUID the client generates (crypto.randomUUID). */
export const AnalyticsEventRequest = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  sessionId: z.uuid('sessionId must be a UUID'),
  properties: z
    .record(z.string().min(1).max(100), value)
    .refine((p) => Object.keys(p).length <= 50, { message: 'at most 50 properties' })
    .default({}),
});
export type AnalyticsEventRequest = z.infer<typeof AnalyticsEventRequest>;
