import { sql } from 'drizzle-orm';
import {
  boolean,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// Organisation ids are plain integers chosen by us (the spec singles out 275), so no identity column.
export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  country: text('country'),
  legacyId: text('legacy_id'),
  logo: text('logo'),
  images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Defaults for the organisation's new sites and users (setup). */
  timeZone: text('time_zone').notNull().default('UTC'),
  measurementSystem: text('measurement_system', { enum: ['METRIC', 'IMPERIAL'] })
    .notNull()
    .default('METRIC'),
  temperatureUnit: text('temperature_unit', { enum: ['C', 'F'] })
    .notNull()
    .default('C'),
  /** The built-in device simulator feeds this organisation's sites (the demo); never a real one. */
  simulated: boolean('simulated').notNull().default(false),
  createdAt: createdAt(),
});

/** One row per (feature, organisation, list): WHITELIST grants, BLACKLIST denies (spec 1 §6). */
export const featureFlagEntries = pgTable(
  'feature_flag_entries',
  {
    feature: text('feature').notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['WHITELIST', 'BLACKLIST'] }).notNull(),
    strict: boolean('strict').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.feature, t.orgId, t.list] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    role: text('role', { enum: ['ADMIN', 'MANAGER', 'VIEWER'] }),
    position: text('position'),
    measurementSystem: text('measurement_system', { enum: ['METRIC', 'IMPERIAL'] })
      .notNull()
      .default('METRIC'),
    temperatureUnit: text('temperature_unit', { enum: ['C', 'F'] })
      .notNull()
      .default('C'),
    dateFormat: text('date_format').notNull().default('dd MMM, yyyy'),
    timeFormat: text('time_format').notNull().default('HH:mm'),
    timeZone: text('time_zone').notNull().default('UTC'),
    userStatus: text('user_status', { enum: ['ACTIVE', 'INVITED', 'SUSPENDED'] })
      .notNull()
      .default('ACTIVE'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true }),
    area: text('area'),
    kiosk: boolean('kiosk').notNull().default(false),
    // Bumped on password change so that tokens issued before it stop working.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`), index('users_org_idx').on(t.orgId)],
);

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id')
    .notNull()
    .references(() => organizations.id),
  title: text('title').notNull(),
  description: text('description'),
});

export const groupMembers = pgTable(
  'group_members',
  {
    orgId: integer('org_id').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

/** A role granted on a resource (the organisation, a site or a site group) to a user or a group. */
export const accessResources = pgTable(
  'access_resources',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: ['ORGANIZATION', 'SITE', 'SITE_GROUP'] }).notNull(),
    resourceId: integer('resource_id').notNull(),
    role: text('role', { enum: ['ADMIN', 'MANAGER', 'VIEWER'] }).notNull(),
  },
  (t) => [index('access_user_idx').on(t.userId), index('access_group_idx').on(t.groupId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    userId: integer('user_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    at: createdAt(),
  },
  (t) => [index('audit_org_idx').on(t.orgId, t.at)],
);

/**
 * One-time links of the installation (the first administrator's): only a SHA-256 of the token is
 * kept; used_at ends it.
 */
export const installationTokens = pgTable('installation_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  purpose: text('purpose', { enum: ['FIRST_ADMIN'] }).notNull(),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
