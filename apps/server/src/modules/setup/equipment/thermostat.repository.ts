import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bind, rowsOf } from '../../../db/raw-sql';

/**
 * Serialises the uuid checks of thermostats on one gateway within the transaction: ingestion finds
 * a thermostat by (gateway, uuid) and no unique index holds that pair.
 */
export async function lockGatewayUuids(tx: Db, gatewayId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('setup-thermostat-uuid'), ${gatewayId}::int)`);
}

export async function thermostatUuidTaken(db: Db, orgId: number, gatewayId: number, uuid: string) {
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      bind(`select id from thermostats where org_id = $1 and gateway_id = $2 and uuid = $3 limit 1`, [
        orgId,
        gatewayId,
        uuid,
      ]),
    ),
  );
  return rows.length > 0;
}

/** Live set-point rules on the thermostat: they would watch nothing once it is gone. */
export async function setPointRules(db: Db, orgId: number, thermostatId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      bind(
        `select count(*)::int as n from sentinels
          where org_id = $1 and deleted_at is null and sentinel_type = 'SETPOINT_DEVIATION'
            and params->>'thermostatId' = $2::text`,
        [orgId, thermostatId],
      ),
    ),
  );
  return row?.n ?? 0;
}

/**
 * The thermostat's own history: its status samples and the day sums kept from them. Every reader
 * reaches them through the thermostat row, so once it is deleted they could never be read again.
 * The command audit (device_commands) stays: it outlives the device by design.
 */
export async function deleteThermostatHistory(tx: Db, orgId: number, thermostatId: number): Promise<void> {
  await tx.execute(
    bind(`delete from thermostat_status where org_id = $1 and thermostat_id = $2`, [orgId, thermostatId]),
  );
  await tx.execute(
    bind(`delete from thermostat_days where org_id = $1 and thermostat_id = $2`, [orgId, thermostatId]),
  );
}
