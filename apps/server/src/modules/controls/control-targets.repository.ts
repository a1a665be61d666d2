import type { ControlKind } from '@sw/contracts';
import type { Database } from '../../db/client';
import { scopeParam } from '../../db/site-scope';
import type { AuthContext } from '../identity';

/** A control a working mode is set on: what the command and its audit record need. */
export interface ControlTarget {
  kind: ControlKind;
  id: number;
  title: string;
  siteId: number;
  equipmentId: number | null;
  gatewayId: number | null;
  workingMode: string;
}

const COLUMNS = `id, title, "siteId", "equipmentId", "gatewayId", "workingMode"`;

/**
 * One query per kind; each keeps to the caller's organisation and sites ($1, $2). A temperature
 * control is a control board that runs a control agent (its CONTROL_AGENT sensor): the board's
 * agent holds the temperature loop, so its working mode lives in the board's config.
 */
const TARGET_SQL: Record<ControlKind, string> = {
  THERMOSTAT: `select t.id, t.title, t.site_id as "siteId", t.equipment_id as "equipmentId",
                      t.gateway_id as "gatewayId", t.working_mode as "workingMode"
                 from thermostats t
                where t.org_id = $1 and ($2::int[] is null or t.site_id = any($2::int[]))`,
  SCHEDULER: `select x.id, x.title, x.site_id as "siteId", x.equipment_id as "equipmentId",
                     b.gateway_id as "gatewayId", x.working_mode as "workingMode"
                from schedulers x left join control_boards b on b.id = x.control_board_id and b.org_id = x.org_id
               where x.org_id = $1 and ($2::int[] is null or x.site_id = any($2::int[]))`,
  TEMPERATURE: `select b.id, b.title, b.site_id as "siteId", null::int as "equipmentId",
                       b.gateway_id as "gatewayId", coalesce(b.config->>'workingMode', 'SCHEDULE') as "workingMode"
                  from control_boards b
                 where b.org_id = $1 and ($2::int[] is null or b.site_id = any($2::int[]))
                   and exists (select 1 from sensors z where z.org_id = b.org_id and z.control_board_id = b.id
                                 and z.sensor_type = 'CONTROL_AGENT')`,
};

/** The control of `kind` with this id among the caller's; null (→ 404) for anything else. */
export async function findTarget(
  database: Database,
  auth: Pick<AuthContext, 'orgId' | 'siteScope'>,
  kind: ControlKind,
  id: number,
): Promise<ControlTarget | null> {
  const [row] = await database.query<Omit<ControlTarget, 'kind'>>(
    `select ${COLUMNS} from (${TARGET_SQL[kind]}) q where id = $3`,
    [auth.orgId, scopeParam(auth.siteScope), id],
  );
  return row ? { kind, ...row } : null;
}

/**
 * Every control of one site (or of one equipment: a board's temperature control belongs to none)
 * among the caller's, with its kind.
 */
export async function listTargets(
  database: Database,
  auth: Pick<AuthContext, 'orgId' | 'siteScope'>,
  by: { siteId?: number; equipmentId?: number },
): Promise<ControlTarget[]> {
  const out: ControlTarget[] = [];
  for (const kind of ['THERMOSTAT', 'SCHEDULER', 'TEMPERATURE'] as const) {
    const rows = await database.query<Omit<ControlTarget, 'kind'>>(
      `select ${COLUMNS} from (${TARGET_SQL[kind]}) q
        where ($3::int is null or "siteId" = $3::int) and ($4::int is null or "equipmentId" = $4::int)
        order by id`,
      [auth.orgId, scopeParam(auth.siteScope), by.siteId ?? null, by.equipmentId ?? null],
    );
    out.push(...rows.map((r) => ({ kind, ...r })));
  }
  return out;
}

/** The name the audit keeps for the user (as it is at the time of the change). */
export async function usernameOf(database: Database, userId: number): Promise<string> {
  const [row] = await database.query<{ name: string }>(
    `select coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name from users where id = $1`,
    [userId],
  );
  return row?.name ?? `user ${userId}`;
}
