import type { Database } from '../db/client';
import { bind } from '../db/raw-sql';
import { settleCommand } from '../modules/telemetry';

/**
 * The simulator's side of the device adapter: the simulated gateways take their pending working-mode
 * commands, as a real gateway does with GET /api/v1/ingest/commands, apply them to the device and
 * acknowledge them. Applying changes the device's settings the model reads (model-params.ts): the
 * thermostat's working mode (a keypad adjustment ends with any mode set from the cloud), the
 * scheduler's mode, the board's temperature control mode. Answers the thermostats changed, whose
 * next samples then report the new mode and so confirm the command.
 */
export async function applyPendingCommands(database: Database, now = new Date()): Promise<number[]> {
  const pending = await database.query<{
    id: number;
    gatewayId: number;
    kind: string;
    controlId: number;
    orgId: number;
    workingMode: string;
  }>(
    `select id, gateway_id as "gatewayId", kind, control_id as "controlId", org_id as "orgId",
            working_mode as "workingMode"
       from device_commands where state = 'SENT' and gateway_id is not null order by created_at, id limit 200`,
  );
  const thermostats: number[] = [];
  for (const c of pending) {
    const applied = await database.db.transaction(async (tx) => {
      const row = await settleCommand(tx, c.gatewayId, c.id, { status: 'ACKNOWLEDGED' }, now);
      if (row?.kind !== 'THERMOSTAT') return false;
      await tx.execute(
        bind(
          `update thermostats set working_mode = $3, local_adjustment_override = null
            where org_id = $1 and id = $2`,
          [row.orgId, row.controlId, row.workingMode],
        ),
      );
      return true;
    });
    if (applied) thermostats.push(c.controlId);
  }
  return thermostats;
}
