import { sql } from 'drizzle-orm';
import {
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
import { organizations, users } from './organizations';

const tsz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Organisations a user may switch into besides their home organisation (users.org_id), with the
 * global role the user holds there. Internal staff (organisation 275) need no row to look; see
 * docs/decisions.md.
 */
export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['ADMIN', 'MANAGER', 'VIEWER'] }).notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] }), index('user_orgs_org_idx').on(t.orgId)],
);

/**
 * Password-reset and invitation tokens. Only a SHA-256 of the token is stored (tokens are 256-bit
 * random values, so a slow hash adds nothing); a token is consumed by setting used_at.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['RESET', 'INVITE'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: integer('invited_by_user_id'),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Bearer tokens ended by a logout before their expiry, by their `jti`: a token listed here answers
 * 401 (in every process, as the check is part of the per-request access query). Rows are useless
 * after `expires_at` and are purged by later logouts.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: text('token_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tsz('expires_at').notNull(),
    revokedAt: tsz('revoked_at').notNull().defaultNow(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins per email address, known or not (keyed by a SHA-256 of the lower-cased address), so
 * that the lock behaves the same for unknown accounts and does not reveal which emails exist.
 */
export const loginThrottles = pgTable('login_throttles', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: tsz('locked_until'),
  updatedAt: tsz('updated_at').notNull().defaultNow(),
});

/** Product analytics events sent by the web app (spec 1 §7: page view, user visit, ...). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    userId: integer('user_id').notNull(),
    audience: text('audience', { enum: ['internal', 'external'] }).notNull(),
    name: text('name').notNull(),
    sessionId: text('session_id').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    occurredAt: tsz('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_events_org_idx').on(t.orgId, t.occurredAt)],
);
