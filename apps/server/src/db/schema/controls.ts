import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { gateways } from './equipment';
import { sites } from './sites';

/**
 * Device commands (issue 12): one row per accepted working-mode change, which is also its audit
 * record (who, when, what, from, to) and is never deleted with the device. The gateway that drives
 * the device fetches the SENT rows (or the simulator applies them); its acknowledgement, a later
 * status sample or the timeout moves the state on (COMMAND_STATES in @sw/contracts).
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** THERMOSTAT | SCHEDULER | TEMPERATURE (CONTROL_KINDS). */
    kind: text('kind', { enum: ['THERMOSTAT', 'SCHEDULER', 'TEMPERATURE'] }).notNull(),
    /** The thermostat, scheduler or control board id (no foreign key: the audit outlives the device). */
    controlId: integer('control_id').notNull(),
    controlTitle: text('control_title').notNull(),
    equipmentId: integer('equipment_id'),
    /** The gateway that must carry the command to the device; null when the device has none. */
    gatewayId: integer('gateway_id').references(() => gateways.id, { onDelete: 'set null' }),
    workingMode: text('working_mode').notNull(),
    previousWorkingMode: text('previous_working_mode'),
    propagateConfig: boolean('propagate_config').notNull().default(true),
    state: text('state', { enum: ['SENT', 'ACKNOWLEDGED', 'CONFIRMED', 'FAILED'] })
      .notNull()
      .default('SENT'),
    userId: integer('user_id'),
    /** The user's name when they asked (kept as it was, like any audit entry). */
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
  },
  (t) => [
    index('device_commands_control_idx').on(t.orgId, t.kind, t.controlId, t.createdAt),
    index('device_commands_equipment_idx').on(t.orgId, t.equipmentId, t.createdAt),
    index('device_commands_site_idx').on(t.orgId, t.siteId, t.createdAt),
    // Only commands on their way are looked up by gateway and state (fetch, confirmation, timeout).
    index('device_commands_pending_idx')
      .on(t.gatewayId, t.state)
      .where(sql`state in ('SENT', 'ACKNOWLEDGED')`),
  ],
);
