import { z } from 'zod';
import { idList, intId, stringList } from './common';
import { DEFAULT_NOTIFICATION_LIMIT, MAX_NOTIFICATION_LIMIT } from './constants/notifications';
import { HandlingLog, IncidentPriority, SensorParams, SentinelType } from './incidents';
import { Instant } from './timeseries';

export * from './constants/notifications';

// Notifications and incident counts (spec 2 §3, §7; I-031..I-037, C-011, C-049/C-050, C-056, C-114,
// C-115, C-118). Instants are ISO 8601 strings; durations are milliseconds.

/** Deepest page index (offset) accepted: deeper pages are refused rather than scanned. */
export const MAX_NOTIFICATION_PAGE = 100_000;

/**
 * `state` filter: active / resolved read the notification's incident (not resolved / resolved),
 * dismissed / undismissed read the notification's own dismissal.
 */
export const NotificationState = z.enum(['active', 'resolved', 'dismissed', 'undismissed']);
export type NotificationState = z.infer<typeof NotificationState>;

const filterShape = {
  equipmentIds: idList.optional(),
  /** Single-id alias, joined with equipmentIds. */
  equipmentId: intId.optional(),
  sensorIds: idList.optional(),
  siteIds: idList.optional(),
  /** Single-id alias, joined with siteIds. */
  siteId: intId.optional(),
  spaceIds: idList.optional(),
  state: NotificationState.optional(),
  /** Aliases of from/to: both names may be sent, but not with different instants (400). */
  fromDate: Instant.optional(),
  toDate: Instant.optional(),
  from: Instant.optional(),
  to: Instant.optional(),
  sentinelTypes: stringList.pipe(z.array(SentinelType)).optional(),
};

type RangeFields = { from?: unknown; to?: unknown; fromDate?: unknown; toDate?: unknown };
const time = (v: unknown) => (v instanceof Date ? v.getTime() : undefined);

function checkRange(q: RangeFields, ctx: z.RefinementCtx) {
  // zod 4 runs object refinements even when a field already failed: only compare real instants.
  for (const [name, alias] of [
    ['from', 'fromDate'],
    ['to', 'toDate'],
  ] as const) {
    const a = time(q[name]);
    const b = time(q[alias]);
    if (a !== undefined && b !== undefined && a !== b)
      ctx.addIssue({ code: 'custom', path: [alias], message: `must equal ${name} when both are given` });
  }
  const from = time(q.from) ?? time(q.fromDate);
  const to = time(q.to) ?? time(q.toDate);
  if (from !== undefined && to !== undefined && from > to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
}

/** Filters shared by the notification lists and the notification counts (I-031, I-033, I-035). */
export const NotificationFilters = z.object(filterShape).superRefine(checkRange);
export type NotificationFilters = z.infer<typeof NotificationFilters>;

/** I-031/I-032/I-033: the filters plus paging; `offset` is a page index (A-141: 0, then offset+1). */
export const NotificationsQuery = z
  .object({
    ...filterShape,
    limit: z.coerce.number().int().min(1).max(MAX_NOTIFICATION_LIMIT).default(DEFAULT_NOTIFICATION_LIMIT),
    offset: z.coerce.number().int().min(0).max(MAX_NOTIFICATION_PAGE).default(0),
  })
  .superRefine(checkRange);
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

const iso = z.string();

/** C-114: one notification (one priority level an incident reached), newest first in lists. */
export const Notification = z.object({
  id: z.number(),
  incidentId: z.number(),
  sentinelId: z.number(),
  sentinelType: SentinelType,
  siteId: z.number(),
  equipmentId: z.number().nullable(),
  spaceId: z.number().nullable(),
  timestamp: iso,
  priorityLevel: IncidentPriority,
  sensorParams: SensorParams,
  sensorIds: z.array(z.number()),
  /** The incident's handling logs up to this notification, oldest first. */
  handlingLogs: z.array(HandlingLog),
  dismissedAt: iso.nullable(),
  dismissedBy: z.number().nullable(),
  dismissedComment: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** I-032: a notification with the titles a list shows and its incident's state. */
export const EnrichedNotification = Notification.extend({
  siteTitle: z.string(),
  siteTimeZone: z.string(),
  equipmentTitle: z.string().nullable(),
  spaceTitle: z.string().nullable(),
  /** The equipment's title, else the space's: the Equipment/Space column. */
  resourceTitle: z.string().nullable(),
  sentinelTitle: z.string(),
  sentinelDescription: z.string().nullable(),
  incidentPriority: IncidentPriority,
  incidentStatus: z.enum(['NEW', 'EXISTING']),
  incidentResolved: z.boolean(),
  incidentCreatedAt: iso,
  incidentRecoveredAt: iso.nullable(),
});
export type EnrichedNotification = z.infer<typeof EnrichedNotification>;

/** I-033: the flat row (no nested logs or params) for charts and counts in the browser. */
export const FlatNotification = z.object({
  id: z.number(),
  incidentId: z.number(),
  sentinelId: z.number(),
  sentinelType: SentinelType,
  siteId: z.number(),
  equipmentId: z.number().nullable(),
  spaceId: z.number().nullable(),
  timestamp: iso,
  priorityLevel: IncidentPriority,
  sensorIds: z.array(z.number()),
  dismissedAt: iso.nullable(),
});
export type FlatNotification = z.infer<typeof FlatNotification>;

const byPriority = z.object({ NORMAL: z.number(), HIGH: z.number(), HIGHEST: z.number() });
const bySentinelType = z.object({
  TEMPERATURE_RANGE: z.number(),
  DOOR_OPEN: z.number(),
  DEVICE_OFFLINE: z.number(),
  ENERGY_BASELINE: z.number(),
  SETPOINT_DEVIATION: z.number(),
});

/** I-035/C-056: notifications per site and equipment (null: space incidents), keyed by sentinel type. */
export const NotificationCountBySiteAndEquipment = z.object({
  siteId: z.number(),
  equipmentId: z.number().nullable(),
  /** Every sentinel type, zero included. */
  counts: bySentinelType,
  total: z.number(),
});
export type NotificationCountBySiteAndEquipment = z.infer<typeof NotificationCountBySiteAndEquipment>;

/** Daily Notifications chart: one row per local calendar day of the notification's site, oldest first. */
export const NotificationCountByDay = z.object({
  /** yyyy-MM-dd in the site's time zone. */
  date: z.string(),
  count: z.number(),
  countsByPriority: byPriority,
});
export type NotificationCountByDay = z.infer<typeof NotificationCountByDay>;

/**
 * I-036/C-011: incidents per site, most incidents first; sites without a matching incident are left out.
 * new + existing + resolved = incidentCountTotal (new/existing count unresolved incidents only).
 */
export const IncidentCountBySite = z.object({
  siteId: z.number(),
  siteTitle: z.string(),
  incidentCountTotal: z.number(),
  /** Same as incidentCountTotal (C-011 accepts either name). */
  incidentCount: z.number(),
  /** By the incident's current priority; every priority, zero included. */
  incidentCountByPriority: z.array(
    z.object({ incidentPriority: IncidentPriority, incidentCount: z.number() }),
  ),
  incidentCountByPrio: byPriority,
  activeIncidentCount: z.number(),
  newIncidentCount: z.number(),
  existingIncidentCount: z.number(),
  resolvedIncidentCount: z.number(),
  /** Every notification of the counted incidents by level ('Notifications sent' Low…Critical). */
  notificationCountsByPriority: byPriority,
});
export type IncidentCountBySite = z.infer<typeof IncidentCountBySite>;

/**
 * I-037/C-115: incidents per equipment (incidents on spaces are not counted), most incidents first.
 * Durations are milliseconds inside from–to; an active incident counts up to now.
 */
export const IncidentCountByEquipment = z.object({
  equipmentId: z.number(),
  equipmentTitle: z.string(),
  siteId: z.number(),
  siteTitle: z.string(),
  totalIncidentCount: z.number(),
  totalIncidentDuration: z.number(),
  /** Time spent at each priority level (from the handling logs), summing to totalIncidentDuration. */
  incidentDurations: byPriority,
});
export type IncidentCountByEquipment = z.infer<typeof IncidentCountByEquipment>;
