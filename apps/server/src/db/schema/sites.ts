import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/** Opening hours per weekday in the site's time zone, minutes from local midnight; null = closed. */
export type OperatingHours = Record<
  'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun',
  { open: number; close: number } | null
>;

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    title: text('title').notNull(),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    timeZone: text('time_zone').notNull().default('UTC'),
    country: text('country').notNull().default(''),
    siteType: text('site_type').notNull().default('retail'),
    floorAreaM2: doublePrecision('floor_area_m2'),
    co2FactorKgPerKwh: doublePrecision('co2_factor_kg_per_kwh'),
    operatingHours: jsonb('operating_hours').$type<OperatingHours>(),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The organisation's own key for the site (bulk import is idempotent by it). */
    externalId: text('external_id'),
    /** Archived sites leave every list and stop taking readings; their history stays. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sites_org_idx').on(t.orgId), uniqueIndex('sites_external_uq').on(t.orgId, t.externalId)],
);

export const siteGroups = pgTable(
  'site_groups',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [index('site_groups_org_idx').on(t.orgId)],
);

export const siteGroupMembers = pgTable(
  'site_group_members',
  {
    orgId: integer('org_id').notNull(),
    siteGroupId: integer('site_group_id')
      .notNull()
      .references(() => siteGroups.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.siteGroupId, t.siteId] })],
);

export const spaces = pgTable(
  'spaces',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    spaceType: text('space_type').notNull().default('ROOM'),
    externalId: text('external_id'),
  },
  (t) => [
    index('spaces_site_idx').on(t.orgId, t.siteId),
    uniqueIndex('spaces_external_uq').on(t.orgId, t.externalId),
  ],
);
