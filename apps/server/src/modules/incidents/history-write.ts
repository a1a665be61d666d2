import type { Db } from '../../db/client';
import { bind, rowsOf } from '../../db/raw-sql';
import type { Planned } from './history-replay';
import { ladderOf } from './priority-ladder';

type Exec = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** What staff write when they dismiss an incident, per sentinel type (realistic dismissal comments). */
const COMMENTS: Record<string, string[]> = {
  TEMPERATURE_RANGE: [
    'Compressor reset, temperature back in range',
    'Stock moved to the spare cooler, engineer called',
    'Coil iced up, manual defrost done',
  ],
  DOOR_OPEN: [
    'Delivery in progress, door closed after',
    'Door closer adjusted',
    'Staff reminded to close the door',
  ],
  DEVICE_OFFLINE: [
    'Router restarted',
    'Internet outage at the site, resolved by ISP',
    'Gateway power cycled',
  ],
  ENERGY_BASELINE: ['HVAC contactor replaced', 'Checked: unit was stuck on, reset by technician'],
  SETPOINT_DEVIATION: ['Technician replaced the compressor', 'Filter changed, unit holds set point again'],
};

/** A stable pseudo-random [0, 1) from an incident's sentinel and start (mulberry-style integer hash). */
function unit(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(Math.floor(b / 60_000), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/** Share of resolved incidents older than two days that staff dismissed. */
export const DISMISSED_SHARE = 0.3;

/**
 * Writes the planned incidents with their notifications (the type's opened and escalated priorities)
 * and handling logs in three set-based inserts. Ids come from the tables' sequences in plan order.
 * Older resolved incidents are sometimes dismissed by the organisation's first manager (or admin).
 */
export async function writeIncidents(db: Exec, planned: Planned[], anchor: Date): Promise<number> {
  if (!planned.length) return 0;
  const run = async <T>(text: string, params: unknown[] = []) =>
    rowsOf<T>(await db.execute(bind(text, params)));
  const staff = new Map(
    (
      await run<{ org_id: number; id: number }>(
        `select distinct on (org_id) org_id, id from users
          where role in ('MANAGER', 'ADMIN') and user_status = 'ACTIVE'
          order by org_id, role = 'MANAGER' desc, id`,
      )
    ).map((r) => [r.org_id, r.id]),
  );
  const t = anchor.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const incidents = planned.map((e, i) => {
    const resource = e.s.space_id !== null && e.equipmentId === null ? 'SPACE' : 'EQUIPMENT';
    const u = unit(e.s.id, e.start);
    const by = staff.get(e.s.org_id);
    const dismiss =
      e.recoveredAt !== null && e.recoveredAt < t - 2 * DAY && by !== undefined && u < DISMISSED_SHARE;
    const comments = COMMENTS[e.s.sentinel_type] ?? ['Checked'];
    const ladder = ladderOf(e.s.sentinel_type);
    return {
      ord: i,
      org_id: e.s.org_id,
      site_id: e.s.site_id,
      sentinel_id: e.s.id,
      sentinel_type: e.s.sentinel_type,
      equipment_id: e.equipmentId,
      equipment_ids: e.equipmentIds,
      site_ids: [e.s.site_id],
      space_id: e.s.space_id,
      sensor_id: e.sensorId,
      priority: e.escalatedAt !== null ? ladder.escalated : ladder.opened,
      // Evaluated again after it opened (every history incident but one opened at the very end).
      status: e.openedAt < t - 5 * 60_000 ? 'EXISTING' : 'NEW',
      resolved: e.recoveredAt !== null,
      sensor_params: {
        sensorId: e.sensorId,
        type: resource,
        resourceId: resource === 'SPACE' ? e.s.space_id : e.equipmentId,
        value: e.value,
        ...e.details,
      },
      created_at: iso(e.openedAt),
      recovered_at: e.recoveredAt === null ? null : iso(Math.max(e.recoveredAt, e.openedAt)),
      dismissed_at: dismiss ? iso(Math.min(t, e.recoveredAt! + ((1 + Math.floor(u * 60)) * HOUR) / 3)) : null,
      dismissed_by: dismiss ? by! : null,
      dismissed_comment: dismiss ? comments[Math.floor(u * 1000) % comments.length]! : null,
    };
  });
  const ids = await run<{ ord: number; id: number }>(
    `insert into incidents (org_id, site_id, sentinel_id, sentinel_type, equipment_id, equipment_ids, site_ids,
       space_id, sensor_id, priority, status, resolved, sensor_params, created_at, recovered_at, dismissed_at,
       dismissed_by, dismissed_comment)
     select org_id, site_id, sentinel_id, sentinel_type, equipment_id, equipment_ids, site_ids, space_id, sensor_id,
       priority, status, resolved, sensor_params, created_at, recovered_at, dismissed_at, dismissed_by, dismissed_comment
       from jsonb_to_recordset($1::jsonb) as x(ord int, org_id int, site_id int, sentinel_id int, sentinel_type text,
         equipment_id int, equipment_ids jsonb, site_ids jsonb, space_id int, sensor_id int, priority text, status text,
         resolved bool, sensor_params jsonb, created_at timestamptz, recovered_at timestamptz, dismissed_at timestamptz,
         dismissed_by int, dismissed_comment text)
      order by ord
     returning id`,
    [JSON.stringify(incidents)],
  );
  // Serial ids follow the ordered insert; sorted here so they pair with the plan whatever the driver returns.
  const idOf = ids.map((r) => Number(r.id)).sort((a, b) => a - b);
  const notes = planned.flatMap((e, i) => {
    const inc = incidents[i]!;
    const ladder = ladderOf(e.s.sentinel_type);
    const base = {
      org_id: inc.org_id,
      incident_id: idOf[i]!,
      site_id: inc.site_id,
      sentinel_id: inc.sentinel_id,
      sensor_params: inc.sensor_params,
      sensor_ids: e.sensorId === null ? [] : [e.sensorId],
    };
    const list = [
      {
        ...base,
        ts: iso(e.openedAt),
        priority_level: ladder.opened,
        dismissed_at: inc.dismissed_at,
        dismissed_by: inc.dismissed_by,
        dismissed_comment: inc.dismissed_comment,
      },
    ];
    if (e.escalatedAt !== null)
      list.push({
        ...base,
        ts: iso(e.escalatedAt),
        priority_level: ladder.escalated,
        dismissed_at: null,
        dismissed_by: null,
        dismissed_comment: null,
      });
    return list;
  });
  await run(
    `with n as (
       insert into notifications (org_id, incident_id, site_id, sentinel_id, ts, priority_level, sensor_params, sensor_ids,
         dismissed_at, dismissed_by, dismissed_comment)
       select org_id, incident_id, site_id, sentinel_id, ts, priority_level, sensor_params, sensor_ids, dismissed_at,
         dismissed_by, dismissed_comment
         from jsonb_to_recordset($1::jsonb) as x(org_id int, incident_id int, site_id int, sentinel_id int, ts timestamptz,
           priority_level text, sensor_params jsonb, sensor_ids jsonb, dismissed_at timestamptz, dismissed_by int,
           dismissed_comment text)
       returning id, org_id, incident_id, ts, priority_level)
     insert into handling_logs (org_id, incident_id, notification_id, at, priority_level)
     select org_id, incident_id, id, ts, priority_level from n order by incident_id, ts`,
    [JSON.stringify(notes)],
  );
  return incidents.length;
}
