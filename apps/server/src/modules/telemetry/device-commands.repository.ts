import { COMMAND_TIMEOUT_MINUTES, type CommandState, type ControlKind } from '@sw/contracts';
import type { Database, Db } from '../../db/client';
import { bind, rowsOf } from '../../db/raw-sql';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One device_commands row as the queries here select it. */
export interface CommandRow {
  id: number;
  orgId: number;
  siteId: number;
  kind: ControlKind;
  controlId: number;
  controlTitle: string;
  equipmentId: number | null;
  gatewayId: number | null;
  workingMode: string;
  previousWorkingMode: string | null;
  state: CommandState;
  userId: number | null;
  username: string;
  createdAt: Date | string;
  acknowledgedAt: Date | string | null;
  confirmedAt: Date | string | null;
  failedAt: Date | string | null;
  failureReason: string | null;
}

export const COMMAND_COLUMNS = `c.id, c.org_id as "orgId", c.site_id as "siteId", c.kind, c.control_id as "controlId",
  c.control_title as "controlTitle", c.equipment_id as "equipmentId", c.gateway_id as "gatewayId",
  c.working_mode as "workingMode", c.previous_working_mode as "previousWorkingMode", c.state,
  c.user_id as "userId", c.username, c.created_at as "createdAt", c.acknowledged_at as "acknowledgedAt",
  c.confirmed_at as "confirmedAt", c.failed_at as "failedAt", c.failure_reason as "failureReason"`;

export interface NewCommand {
  orgId: number;
  siteId: number;
  kind: ControlKind;
  controlId: number;
  controlTitle: string;
  equipmentId: number | null;
  gatewayId: number | null;
  workingMode: string;
  previousWorkingMode: string | null;
  userId: number;
  username: string;
}

/**
 * Queues a command inside the caller's transaction. Commands of the same control still on their way
 * are superseded (FAILED): only the newest mode asked for may reach the device and be confirmed.
 */
export async function queueCommand(tx: Tx, c: NewCommand, now: Date): Promise<CommandRow> {
  await tx.execute(
    bind(
      `update device_commands set state = 'FAILED', failed_at = $4::timestamptz,
              failure_reason = 'Superseded by a newer command'
        where org_id = $1 and kind = $2 and control_id = $3 and state in ('SENT', 'ACKNOWLEDGED')`,
      [c.orgId, c.kind, c.controlId, now.toISOString()],
    ),
  );
  const res = await tx.execute(
    bind(
      `insert into device_commands as c (org_id, site_id, kind, control_id, control_title, equipment_id,
              gateway_id, working_mode, previous_working_mode, user_id, username, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamptz)
       returning ${COMMAND_COLUMNS}`,
      [
        c.orgId,
        c.siteId,
        c.kind,
        c.controlId,
        c.controlTitle,
        c.equipmentId,
        c.gatewayId,
        c.workingMode,
        c.previousWorkingMode,
        c.userId,
        c.username,
        now.toISOString(),
      ],
    ),
  );
  return rowsOf<CommandRow>(res)[0]!;
}

/**
 * Commands on their way for longer than COMMAND_TIMEOUT_MINUTES fail. Run before commands are read
 * (lists, gateway fetches, the simulator), so a state read is never older than the rule.
 */
export async function expireCommands(database: Database, orgId: number | null, now: Date): Promise<number> {
  const rows = await database.query(
    `update device_commands set state = 'FAILED', failed_at = $2::timestamptz,
            failure_reason = 'Not confirmed by the device within ' || $3::int || ' minutes'
      where state in ('SENT', 'ACKNOWLEDGED') and ($1::int is null or org_id = $1::int)
        and created_at < $2::timestamptz - make_interval(mins => $3::int)
     returning id`,
    [orgId, now.toISOString(), COMMAND_TIMEOUT_MINUTES],
  );
  return rows.length;
}

/** The audit of one equipment, one site or one control, newest first. */
export async function listCommands(
  database: Database,
  orgId: number,
  by: { equipmentId?: number; siteId?: number; kind?: ControlKind; controlId?: number },
  limit: number,
): Promise<CommandRow[]> {
  return database.query<CommandRow>(
    `select ${COMMAND_COLUMNS} from device_commands c
      where c.org_id = $1 and ($2::int is null or c.equipment_id = $2::int)
        and ($3::int is null or c.site_id = $3::int)
        and ($4::text is null or (c.kind = $4::text and c.control_id = $5::int))
      order by c.created_at desc, c.id desc limit $6`,
    [orgId, by.equipmentId ?? null, by.siteId ?? null, by.kind ?? null, by.controlId ?? null, limit],
  );
}

/**
 * Thermostat commands confirmed by the samples just stored (same transaction): a sample of the
 * thermostat, stamped at or after the command, that reports the mode asked for.
 */
export async function confirmBySamples(tx: Tx, orgId: number, thermostatIds: number[]): Promise<number> {
  if (!thermostatIds.length) return 0;
  const res = await tx.execute(
    bind(
      `with hit as (
         select c.id, min(s.ts) as ts from device_commands c
           join thermostat_status s on s.thermostat_id = c.control_id and s.org_id = c.org_id
            and s.ts >= c.created_at and s.working_mode = c.working_mode
          where c.org_id = $1 and c.kind = 'THERMOSTAT' and c.state in ('SENT', 'ACKNOWLEDGED')
            and c.control_id = any($2::int[])
          group by c.id)
       update device_commands c set state = 'CONFIRMED', confirmed_at = hit.ts,
              acknowledged_at = coalesce(c.acknowledged_at, hit.ts)
         from hit where c.id = hit.id
       returning c.id`,
      [orgId, [...new Set(thermostatIds)]],
    ),
  );
  return rowsOf(res).length;
}

/** What a gateway fetches: its SENT commands with the uuid of the device each addresses. */
export interface GatewayCommandRow {
  id: number;
  kind: ControlKind;
  device: string;
  schedulerId: number | null;
  workingMode: string;
  state: CommandState;
  createdAt: Date | string;
}

export async function pendingForGateway(database: Database, gatewayId: number): Promise<GatewayCommandRow[]> {
  return database.query<GatewayCommandRow>(
    `select c.id, c.kind, coalesce(t.uuid, b.uuid, sb.uuid) as device,
            case when c.kind = 'SCHEDULER' then c.control_id end as "schedulerId",
            c.working_mode as "workingMode", c.state, c.created_at as "createdAt"
       from device_commands c
       left join thermostats t on c.kind = 'THERMOSTAT' and t.id = c.control_id and t.org_id = c.org_id
       left join control_boards b on c.kind = 'TEMPERATURE' and b.id = c.control_id and b.org_id = c.org_id
       left join schedulers x on c.kind = 'SCHEDULER' and x.id = c.control_id and x.org_id = c.org_id
       left join control_boards sb on sb.id = x.control_board_id and sb.org_id = c.org_id
      where c.gateway_id = $1 and c.state = 'SENT'
      order by c.created_at, c.id`,
    [gatewayId],
  );
}

/**
 * The device applied (or refused) a command. Thermostats report their mode in their samples, which
 * confirm it; schedulers and temperature controls have no such sample, so their acknowledgement
 * confirms it and their stored mode changes with it. Null when the gateway has no such command
 * still on its way.
 */
export async function settleCommand(
  tx: Tx,
  gatewayId: number,
  id: number,
  ack: { status: 'ACKNOWLEDGED' | 'FAILED'; message?: string },
  now: Date,
): Promise<CommandRow | null> {
  const res = await tx.execute(
    bind(
      `update device_commands c set
          state = case when $3 = 'FAILED' then 'FAILED'
                       when c.kind = 'THERMOSTAT' then 'ACKNOWLEDGED' else 'CONFIRMED' end,
          acknowledged_at = case when $3 = 'FAILED' then c.acknowledged_at else $4::timestamptz end,
          confirmed_at = case when $3 <> 'FAILED' and c.kind <> 'THERMOSTAT' then $4::timestamptz end,
          failed_at = case when $3 = 'FAILED' then $4::timestamptz end,
          failure_reason = case when $3 = 'FAILED' then coalesce($5, 'Refused by the device') end
        where c.id = $2 and c.gateway_id = $1 and c.state in ('SENT', 'ACKNOWLEDGED')
        returning ${COMMAND_COLUMNS}`,
      [gatewayId, id, ack.status, now.toISOString(), ack.message ?? null],
    ),
  );
  const row = rowsOf<CommandRow>(res)[0];
  if (!row) return null;
  if (row.state === 'CONFIRMED') await storeMode(tx, row);
  return row;
}

/** A scheduler's or temperature control's mode as the device now runs it. */
async function storeMode(tx: Tx, c: CommandRow): Promise<void> {
  const text =
    c.kind === 'SCHEDULER'
      ? 'update schedulers set working_mode = $3 where org_id = $1 and id = $2'
      : `update control_boards set config = config || jsonb_build_object('workingMode', $3::text)
          where org_id = $1 and id = $2`;
  if (c.kind !== 'THERMOSTAT') await tx.execute(bind(text, [c.orgId, c.controlId, c.workingMode]));
}
