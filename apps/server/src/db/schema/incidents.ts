import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const tsz = (name: string) => timestamp(name, { withTimezone: true });

export const SENTINEL_TYPES = [
  'TEMPERATURE_RANGE',
  'DOOR_OPEN',
  'DEVICE_OFFLINE',
  'ENERGY_BASELINE',
  'SETPOINT_DEVIATION',
] as const;
export const PRIORITIES = ['NORMAL', 'HIGH', 'HIGHEST'] as const;

export const sentinels = pgTable(
  'sentinels',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id').notNull(),
    equipmentId: integer('equipment_id'),
    /** Every equipment the rule watches (C-113 equipmentIds); equipment_id is the first of them. */
    equipmentIds: jsonb('equipment_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    spaceId: integer('space_id'),
    sensorIds: jsonb('sensor_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    sentinelType: text('sentinel_type', { enum: SENTINEL_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** Rule parameters (range, durations, escalation), validated by the rule engine's zod schema. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    muted: boolean('muted').notNull().default(false),
    deletedAt: tsz('deleted_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sentinels_site_idx').on(t.orgId, t.siteId)],
);

export const incidents = pgTable(
  'incidents',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id').notNull(),
    sentinelId: integer('sentinel_id')
      .notNull()
      .references(() => sentinels.id),
    sentinelType: text('sentinel_type', { enum: SENTINEL_TYPES }).notNull(),
    equipmentId: integer('equipment_id'),
    /** The incident's resource path: every equipment it concerns (C-113 equipmentIds). */
    equipmentIds: jsonb('equipment_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** C-113 siteIds: the site first; more when a rule spans sites. */
    siteIds: jsonb('site_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    spaceId: integer('space_id'),
    sensorId: integer('sensor_id'),
    priority: text('priority', { enum: PRIORITIES }).notNull(),
    status: text('status', { enum: ['NEW', 'EXISTING'] })
      .notNull()
      .default('NEW'),
    resolved: boolean('resolved').notNull().default(false),
    sensorParams: jsonb('sensor_params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: tsz('created_at').notNull(),
    recoveredAt: tsz('recovered_at'),
    dismissedAt: tsz('dismissed_at'),
    dismissedBy: integer('dismissed_by'),
    dismissedComment: text('dismissed_comment'),
  },
  (t) => [
    index('incidents_org_created_idx').on(t.orgId, t.createdAt),
    index('incidents_site_idx').on(t.orgId, t.siteId, t.resolved),
    index('incidents_sentinel_idx').on(t.sentinelId, t.resolved),
    // Range reads: "active (recovered_at is null) or recovered after from" as a bitmap OR of two index scans.
    index('incidents_org_recovered_idx').on(t.orgId, t.recoveredAt),
    // The same for chosen sites: one site's list reads its last week, not its whole history.
    index('incidents_site_recovered_idx').on(t.orgId, t.siteId, t.recoveredAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    sentinelId: integer('sentinel_id').notNull(),
    ts: tsz('ts').notNull(),
    priorityLevel: text('priority_level', { enum: PRIORITIES }).notNull(),
    sensorParams: jsonb('sensor_params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    sensorIds: jsonb('sensor_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    dismissedAt: tsz('dismissed_at'),
    dismissedBy: integer('dismissed_by'),
    dismissedComment: text('dismissed_comment'),
  },
  (t) => [
    index('notifications_org_ts_idx').on(t.orgId, t.ts),
    index('notifications_incident_idx').on(t.incidentId),
  ],
);

/** Priority escalations of an incident over time (spec: handlingLogs with at and priorityLevel). */
export const handlingLogs = pgTable(
  'handling_logs',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    /** Set when the escalation was raised as a notification (C-114 notification handlingLogs). */
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    at: tsz('at').notNull(),
    priorityLevel: text('priority_level', { enum: PRIORITIES }).notNull(),
  },
  (t) => [index('handling_logs_incident_idx').on(t.incidentId, t.at)],
);
