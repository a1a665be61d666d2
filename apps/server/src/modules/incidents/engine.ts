import type { IncidentInfoPayload } from '@sw/contracts';
import type { Database, Db } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { bind, rowsOf } from '../telemetry/ingest.repository';
import { EVALUATED_TYPES, type Evaluation, evaluate, type Reading, type Rule, ruleOf } from './rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * The rule engine: after each ingest commit, evaluates the sentinels watching the batch's sensors
 * and opens, escalates and resolves their incidents (one evaluation at a time per process; a row
 * lock on the sentinel keeps processes from raising the same incident twice).
 */
export interface IncidentEngine {
  /** Queues an evaluation of the sentinels on these sensors; never throws, returns at once. */
  schedule(orgId: number, sensorIds: readonly number[]): void;
  /** Resolves when every queued evaluation has run (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface SentinelRow {
  id: number;
  org_id: number;
  site_id: number;
  equipment_id: number | null;
  equipment_ids: number[];
  space_id: number | null;
  sensor_ids: number[];
  sentinel_type: string;
  params: Record<string, unknown>;
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
  priority: 'NORMAL' | 'HIGH' | 'HIGHEST';
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

const FIND_SENTINELS = `
  select id, org_id, site_id, equipment_id, equipment_ids, space_id, sensor_ids, sentinel_type, params
    from sentinels
   where org_id = $1 and deleted_at is null
     and sentinel_type = any($3::text[])
     and exists (select 1 from jsonb_array_elements_text(sensor_ids) e(v) where e.v::int = any($2::int[]))
   order by id`;

// Only the readings the rule needs: back from the sensor's newest reading by the rule's look-back.
const RECENT_READINGS = `
  select (extract(epoch from ts) * 1000)::float8 as ts, value from readings
   where sensor_id = $1
     and ts >= (select max(ts) from readings where sensor_id = $1) - make_interval(secs => $2::float8)
   order by ts`;

const INCIDENT_COLUMNS = `id, org_id, site_id, sentinel_id, sentinel_type, equipment_id, space_id, sensor_id,
  priority, status, resolved, created_at, recovered_at, dismissed_at`;

export function createIncidentEngine(
  database: Database,
  events: EventBus | undefined,
  log: Logger,
): IncidentEngine {
  const pending = new Map<number, Set<number>>();
  let running: Promise<void> | null = null;
  let closed = false;

  const loop = async () => {
    while (!closed && pending.size) {
      const [orgId, ids] = pending.entries().next().value as [number, Set<number>];
      pending.delete(orgId);
      try {
        const out = await evaluateSensors(database, orgId, [...ids]);
        if (events && out.length)
          await events.publish(out.map((payload) => ({ type: 'INCIDENT_INFO', payload })));
      } catch (err) {
        log.error({ err, orgId }, 'incident evaluation failed');
      }
    }
  };

  return {
    schedule(orgId, sensorIds) {
      if (closed || !sensorIds.length) return;
      const set = pending.get(orgId) ?? new Set<number>();
      for (const id of sensorIds) set.add(id);
      pending.set(orgId, set);
      if (!running) {
        running = new Promise<void>((resolve) => setImmediate(resolve)).then(loop).finally(() => {
          running = null;
        });
      }
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      pending.clear();
      while (running) await running;
    },
  };
}

/** Evaluates every live sentinel on these sensors; answers the incidents that opened, escalated or resolved. */
export async function evaluateSensors(
  database: Database,
  orgId: number,
  sensorIds: number[],
): Promise<IncidentInfoPayload[]> {
  const sentinels = await database.query<SentinelRow>(FIND_SENTINELS, [
    orgId,
    sensorIds,
    [...EVALUATED_TYPES],
  ]);
  const changed: IncidentInfoPayload[] = [];
  const batch = new Set(sensorIds);
  for (const s of sentinels) {
    const rule = ruleOf(s.sentinel_type, s.params);
    const sensorId = s.sensor_ids.find((id) => batch.has(id));
    if (!rule || sensorId === undefined) continue;
    const readings = await database.query<Reading>(RECENT_READINGS, [sensorId, rule.lookbackMs / 1000]);
    const ev = evaluate(
      rule,
      readings.map((r) => ({ ts: Number(r.ts), value: Number(r.value) })),
    );
    if (ev.state === 'PENDING') continue;
    const out = await database.db.transaction((tx) => apply(tx, s, sensorId, rule, ev));
    if (out) changed.push(out);
  }
  return changed;
}

async function q<T>(tx: Tx, text: string, params: unknown[]): Promise<T[]> {
  return rowsOf<T>(await tx.execute(bind(text, params)));
}

async function apply(
  tx: Tx,
  s: SentinelRow,
  sensorId: number,
  rule: Rule,
  ev: Exclude<Evaluation, { state: 'PENDING' }>,
): Promise<IncidentInfoPayload | null> {
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
    return row ? incidentInfo(row) : null;
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
  const resourceType = s.space_id !== null && s.equipment_id === null ? 'SPACE' : 'EQUIPMENT';
  const sensorParams = {
    sensorId,
    type: resourceType,
    resourceId: resourceType === 'SPACE' ? s.space_id : s.equipment_id,
    value: ev.value,
    requiredMinutes: rule.requiredMs / 60_000,
  };
  let changed = false;
  let incidentId: number;
  let priority: 'NORMAL' | 'HIGH' | 'HIGHEST';
  if (!open) {
    const [row] = await q<{ id: number }>(
      tx,
      `insert into incidents (org_id, site_id, sentinel_id, sentinel_type, equipment_id, equipment_ids, site_ids,
         space_id, sensor_id, priority, status, resolved, sensor_params, created_at)
       values ($1::int, $2::int, $3::int, $4, $5::int, $6::jsonb, $7::jsonb, $8::int, $9::int, 'HIGH', 'NEW', false,
         $10::jsonb, $11::timestamptz)
       returning id`,
      [
        s.org_id,
        s.site_id,
        s.id,
        s.sentinel_type,
        s.equipment_id,
        JSON.stringify(s.equipment_ids),
        JSON.stringify([s.site_id]),
        s.space_id,
        sensorId,
        JSON.stringify(sensorParams),
        new Date(ev.openedAt).toISOString(),
      ],
    );
    incidentId = row!.id;
    priority = 'HIGH';
    await raise(tx, s, incidentId, 'HIGH', ev.openedAt, sensorId, sensorParams);
    changed = true;
  } else {
    incidentId = open.id;
    priority = open.priority;
    await q(tx, `update incidents set status = 'EXISTING' where id = $1::int and status = 'NEW'`, [
      incidentId,
    ]);
  }
  if (ev.priority === 'HIGHEST' && priority !== 'HIGHEST') {
    await q(tx, `update incidents set priority = 'HIGHEST' where id = $1::int`, [incidentId]);
    await raise(tx, s, incidentId, 'HIGHEST', ev.escalatedAt ?? ev.last, sensorId, sensorParams);
    changed = true;
  }
  if (!changed) return null;
  const [row] = await q<IncidentRow>(tx, `select ${INCIDENT_COLUMNS} from incidents where id = $1::int`, [
    incidentId,
  ]);
  return row ? incidentInfo(row) : null;
}

/** One priority level of an incident: a notification and the handling log that records it. */
async function raise(
  tx: Tx,
  s: SentinelRow,
  incidentId: number,
  level: 'HIGH' | 'HIGHEST',
  at: number,
  sensorId: number,
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
      JSON.stringify([sensorId]),
    ],
  );
  await q(
    tx,
    `insert into handling_logs (org_id, incident_id, notification_id, at, priority_level)
     values ($1::int, $2::int, $3::int, $4::timestamptz, $5)`,
    [s.org_id, incidentId, n!.id, when, level],
  );
}
