import type { IncidentInfoPayload } from '@sw/contracts';
import type { Db } from '../../db/client';
import { bind, rowsOf } from '../../db/raw-sql';
import { isAbove, ladderOf, type Priority } from './priority-ladder';
import type { Evaluation } from './rules';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SentinelRow {
  id: number;
  org_id: number;
  site_id: number;
  equipment_id: number | null;
  equipment_ids: number[];
  space_id: number | null;
  sensor_ids: number[];
  sentinel_type: string;
  params: Record<string, unknown>;
  /** Epoch ms: when the sentinel began watching (DEVICE_OFFLINE: "offline since" for silent devices). */
  created_ms: number;
}

export interface IncidentRow {
  id: number;
  org_id: number;
  site_id: number;
  sentinel_id: number;
  sentinel_type: string;
  equipment_id: number | null;
  space_id: number | null;
  sensor_id: number | null;
  priority: Priority;
  status: 'NEW' | 'EXISTING';
  resolved: boolean;
  created_at: Date | string;
  recovered_at: Date | string | null;
  dismissed_at: Date | string | null;
}

const ms = (v: Date | string | null): number | null => (v === null ? null : new Date(v).getTime());

export function incidentInfo(r: IncidentRow): IncidentInfoPayload {
  return {
    orgId: r.org_id,
    siteId: r.site_id,
    incidentId: r.id,
    equipmentId: r.equipment_id,
    spaceId: r.space_id,
    sensorId: r.sensor_id,
    sentinelId: r.sentinel_id,
    sentinelType: r.sentinel_type,
    status: r.status,
    priority: r.priority,
    resolved: r.resolved,
    createdAt: ms(r.created_at)!,
    recoveredAt: ms(r.recovered_at),
    dismissedAt: ms(r.dismissed_at),
  };
}

export const INCIDENT_COLUMNS = `id, org_id, site_id, sentinel_id, sentinel_type, equipment_id, space_id, sensor_id,
  priority, status, resolved, created_at, recovered_at, dismissed_at`;

/** What a breach is about: the sensor that shows it, the equipment it concerns, rule-specific details. */
export interface BreachTarget {
  sensorId: number | null;
  equipmentId: number | null;
  equipmentIds: number[];
  details: Record<string, unknown>;
}

/** The target of a sentinel's own resource (every rule but DEVICE_OFFLINE, whose devices vary). */
export const sentinelTarget = (
  s: SentinelRow,
  sensorId: number | null,
  details: Record<string, unknown>,
): BreachTarget => ({ sensorId, equipmentId: s.equipment_id, equipmentIds: s.equipment_ids, details });

/** An incident that changed, and whether it was raised now (NEW) or escalated now (for emails). */
export interface Applied {
  info: IncidentInfoPayload;
  raised: Priority | null;
}

async function q<T>(tx: Tx, text: string, params: unknown[]): Promise<T[]> {
  return rowsOf<T>(await tx.execute(bind(text, params)));
}

/**
 * Opens, keeps (NEW → EXISTING), escalates or resolves the sentinel's incident after one evaluation.
 * Answers the incident when it changed in a way subscribers see, else null.
 */
export async function applyEvaluation(
  tx: Tx,
  s: SentinelRow,
  ev: Exclude<Evaluation, { state: 'PENDING' }>,
  target: BreachTarget,
): Promise<Applied | null> {
  // Serialises evaluations of one sentinel across processes; re-reads muted/deleted under the lock.
  const [live] = await q<{ muted: boolean; deleted: boolean }>(
    tx,
    'select muted, deleted_at is not null as deleted from sentinels where id = $1::int for update',
    [s.id],
  );
  if (!live) return null;
  let [open] = await q<IncidentRow & { created_ms: number }>(
    tx,
    `select ${INCIDENT_COLUMNS}, (extract(epoch from created_at) * 1000)::float8 as created_ms
       from incidents where sentinel_id = $1::int and not resolved order by id desc limit 1`,
    [s.id],
  );

  if (ev.state === 'OK') {
    if (!open) return null;
    const [row] = await q<IncidentRow>(
      tx,
      `update incidents set resolved = true, recovered_at = greatest(created_at, $2::timestamptz)
        where id = $1::int returning ${INCIDENT_COLUMNS}`,
      [open.id, new Date(ev.since).toISOString()],
    );
    return row ? { info: incidentInfo(row), raised: null } : null;
  }

  // An open incident of an earlier breach (one whose end was never seen) recovers where this one began.
  if (open && !ev.fromFirst && Number(open.created_ms) < ev.start) {
    await q(tx, 'update incidents set resolved = true, recovered_at = $2::timestamptz where id = $1::int', [
      open.id,
      new Date(ev.start).toISOString(),
    ]);
    open = undefined;
  }
  if (live.muted || live.deleted) return null; // muted sentinels raise and escalate nothing
  const resourceType = s.space_id !== null && target.equipmentId === null ? 'SPACE' : 'EQUIPMENT';
  const sensorParams = {
    sensorId: target.sensorId,
    type: resourceType,
    resourceId: resourceType === 'SPACE' ? s.space_id : target.equipmentId,
    value: ev.value,
    ...target.details,
  };
  let raised: Applied['raised'] = null;
  let incidentId: number;
  let priority: Priority;
  // The rule says whether the breach has lasted long enough to escalate; the type says to what.
  const ladder = ladderOf(s.sentinel_type);
  if (!open) {
    const [row] = await q<{ id: number }>(
      tx,
      `insert into incidents (org_id, site_id, sentinel_id, sentinel_type, equipment_id, equipment_ids, site_ids,
         space_id, sensor_id, priority, status, resolved, sensor_params, created_at)
       values ($1::int, $2::int, $3::int, $4, $5::int, $6::jsonb, $7::jsonb, $8::int, $9::int, $12, 'NEW', false,
         $10::jsonb, $11::timestamptz)
       returning id`,
      [
        s.org_id,
        s.site_id,
        s.id,
        s.sentinel_type,
        target.equipmentId,
        JSON.stringify(target.equipmentIds),
        JSON.stringify([s.site_id]),
        s.space_id,
        target.sensorId,
        JSON.stringify(sensorParams),
        new Date(ev.openedAt).toISOString(),
        ladder.opened,
      ],
    );
    incidentId = row!.id;
    priority = ladder.opened;
    await raise(tx, s, incidentId, priority, ev.openedAt, target, sensorParams);
    raised = priority;
  } else {
    incidentId = open.id;
    priority = open.priority;
    // A DEVICE_OFFLINE incident follows which devices are silent; other rules keep their resource.
    const follow = s.sentinel_type === 'DEVICE_OFFLINE';
    await q(
      tx,
      `update incidents set status = 'EXISTING',
         equipment_id = case when $2::bool then $3::int else equipment_id end,
         equipment_ids = case when $2::bool then $4::jsonb else equipment_ids end,
         sensor_id = case when $2::bool then $5::int else sensor_id end,
         sensor_params = case when $2::bool then $6::jsonb else sensor_params end
        where id = $1::int`,
      [
        incidentId,
        follow,
        target.equipmentId,
        JSON.stringify(target.equipmentIds),
        target.sensorId,
        JSON.stringify(sensorParams),
      ],
    );
  }
  if (ev.priority === 'HIGHEST' && isAbove(ladder.escalated, priority)) {
    await q(tx, 'update incidents set priority = $2 where id = $1::int', [incidentId, ladder.escalated]);
    await raise(tx, s, incidentId, ladder.escalated, ev.escalatedAt ?? ev.last, target, sensorParams);
    raised = ladder.escalated;
  }
  if (!raised) return null;
  const [row] = await q<IncidentRow>(tx, `select ${INCIDENT_COLUMNS} from incidents where id = $1::int`, [
    incidentId,
  ]);
  return row ? { info: incidentInfo(row), raised } : null;
}

/** One priority level of an incident: a notification and the handling log that records it. */
async function raise(
  tx: Tx,
  s: SentinelRow,
  incidentId: number,
  level: Priority,
  at: number,
  target: BreachTarget,
  sensorParams: Record<string, unknown>,
): Promise<void> {
  const when = new Date(at).toISOString();
  const [n] = await q<{ id: number }>(
    tx,
    `insert into notifications (org_id, incident_id, site_id, sentinel_id, ts, priority_level, sensor_params, sensor_ids)
     values ($1::int, $2::int, $3::int, $4::int, $5::timestamptz, $6, $7::jsonb, $8::jsonb) returning id`,
    [
      s.org_id,
      incidentId,
      s.site_id,
      s.id,
      when,
      level,
      JSON.stringify(sensorParams),
      JSON.stringify(target.sensorId === null ? [] : [target.sensorId]),
    ],
  );
  await q(
    tx,
    `insert into handling_logs (org_id, incident_id, notification_id, at, priority_level)
     values ($1::int, $2::int, $3::int, $4::timestamptz, $5)`,
    [s.org_id, incidentId, n!.id, when, level],
  );
}
