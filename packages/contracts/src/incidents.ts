import { z } from 'zod';
import { idList, stringList } from './common';
import { SENTINEL_TYPES } from './constants/incidents';
import { Instant, QueryBoolean } from './timeseries';

export * from './constants/incidents';

// Sentinels, incidents and notifications (spec 2 §3, §4, §7; requirements C.6–C.10, I.5).
// Instants are ISO 8601 strings.

export const SentinelType = z.enum(SENTINEL_TYPES);

/** The priorities the service stores and sends (C-091 lists the labels a client must accept). */
export const IncidentPriority = z.enum(['NORMAL', 'HIGH', 'HIGHEST']);
export type IncidentPriority = z.infer<typeof IncidentPriority>;

const iso = z.string();

/** C-113: sensorParams of an incident and of each notification. */
export const SensorParams = z
  .object({
    sensorId: z.number().nullable(),
    /** The resource type the incident is about: EQUIPMENT or SPACE (decision, docs/decisions.md). */
    type: z.string(),
    resourceId: z.number().nullable(),
  })
  .catchall(z.unknown());

export const HandlingLog = z.object({ at: iso, priorityLevel: IncidentPriority });

export const IncidentNotification = z.object({
  id: z.number(),
  timestamp: iso,
  priorityLevel: IncidentPriority,
  sensorParams: SensorParams,
  dismissedAt: iso.nullable(),
});

export const Incident = z.object({
  incidentId: z.number(),
  id: z.number(),
  siteId: z.number(),
  siteIds: z.array(z.number()),
  sentinelId: z.number(),
  sentinelType: SentinelType,
  sentinelTitle: z.string(),
  sentinelDescription: z.string().nullable(),
  sensorId: z.number().nullable(),
  equipmentId: z.number().nullable(),
  equipmentIds: z.array(z.number()),
  spaceId: z.number().nullable(),
  incidentPriority: IncidentPriority,
  resolved: z.boolean(),
  dismissedAt: iso.nullable(),
  dismissedBy: z.number().nullable(),
  dismissedComment: z.string().nullable(),
  createdAt: iso,
  recoveredAt: iso.nullable(),
  notificationCount: z.number(),
  /** Notifications per priority: NORMAL, HIGH and HIGHEST, zero included. */
  notificationCountsByPriority: z.record(IncidentPriority, z.number()),
  status: z.enum(['NEW', 'EXISTING']),
  sensorParams: SensorParams,
  /** Oldest first (the client reverses them for display, C-097). */
  handlingLogs: z.array(HandlingLog),
  notifications: z.array(IncidentNotification),
});
export type Incident = z.infer<typeof Incident>;

export const IncidentsQuery = z
  .object({
    from: Instant.optional(),
    to: Instant.optional(),
    equipmentIds: idList.optional(),
    siteIds: idList.optional(),
    incidentStatus: z.enum(['active', 'resolved']).optional(),
    strict: QueryBoolean.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from instanceof Date && q.to instanceof Date && q.from.getTime() > q.to.getTime())
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  });
export type IncidentsQuery = z.infer<typeof IncidentsQuery>;

export const DismissRequest = z.object({
  dismissedComment: z
    .string()
    .max(250, 'must be at most 250 characters')
    .refine((s) => s.trim().length >= 1, 'must not be empty'),
});

export const NotificationDismissal = z.object({
  id: z.number(),
  incidentId: z.number(),
  sentinelId: z.number(),
  siteId: z.number(),
  dismissedAt: iso,
  dismissedBy: z.number(),
  dismissedComment: z.string(),
});

export const Sentinel = z.object({
  id: z.number(),
  sentinelType: SentinelType,
  title: z.string(),
  description: z.string().nullable(),
  muted: z.boolean(),
  siteId: z.number(),
  equipmentId: z.number().nullable(),
  equipmentIds: z.array(z.number()),
  spaceId: z.number().nullable(),
  sensorIds: z.array(z.number()),
  params: z.record(z.string(), z.unknown()),
  createdAt: iso,
});
export type Sentinel = z.infer<typeof Sentinel>;

export const SentinelsQuery = z.object({
  equipmentIds: idList.optional(),
  siteIds: idList.optional(),
  spaceIds: idList.optional(),
  sensorIds: idList.optional(),
  sentinelTypes: stringList.pipe(z.array(SentinelType)).optional(),
});
export type SentinelsQuery = z.infer<typeof SentinelsQuery>;
