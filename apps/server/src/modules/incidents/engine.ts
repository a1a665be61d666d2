import type { Database } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import {
  type Evaluated,
  evaluateEnergyRule,
  evaluateOfflineRule,
  evaluateReadingRule,
  evaluateSetpointRule,
} from './evaluators';
import { type Applied, applyEvaluation, type SentinelRow } from './incident-apply';

export { type IncidentRow, incidentInfo } from './incident-apply';

interface Logger {
  error(obj: object, msg: string): void;
}

/** Told about every incident raised (NEW) or escalated by the live engine, after its commit. */
export type OnRaised = (raised: Applied[]) => Promise<void>;

/** How often silent devices (DEVICE_OFFLINE) and thermostats (SETPOINT_DEVIATION) are checked. */
export const SWEEP_MS = 60_000;
/**
 * The first sweep waits this long after start: a server that was down has heard from no device
 * meanwhile, and gateways (and the simulator's backfill) need a moment to deliver what they buffered.
 */
export const SWEEP_START_DELAY_MS = 5 * 60_000;

/**
 * The rule engine: after each ingest commit, evaluates the sentinels watching the batch's sensors
 * (and the setpoint sentinels of their sites); every minute, sweeps the rules that silence or
 * thermostat-only batches would never trigger. Opens, escalates and resolves incidents (one
 * evaluation at a time per process; a row lock on the sentinel keeps processes from raising the same
 * incident twice), publishes INCIDENT_INFO and hands raised incidents to `onRaised` (emails).
 */
export interface IncidentEngine {
  /** Queues an evaluation of the sentinels on these sensors; never throws, returns at once. */
  schedule(orgId: number, sensorIds: readonly number[]): void;
  /** Queues a sweep of DEVICE_OFFLINE and SETPOINT_DEVIATION sentinels at `now`; resolves when done. */
  sweep(now?: Date): Promise<void>;
  /** Resolves when every queued evaluation, and every email they raised, is done (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface EngineOptions {
  /** Sweep period; 0 = no timer (tests sweep by hand). */
  sweepMs?: number;
  /** Delay before the timer's first sweep. */
  sweepDelayMs?: number;
  onRaised?: OnRaised;
}

const SENTINEL_COLUMNS = `id, org_id, site_id, equipment_id, equipment_ids, space_id, sensor_ids, sentinel_type,
  params, (extract(epoch from created_at) * 1000)::float8 as created_ms`;

// The sentinels on these sensors, and the setpoint sentinels of their sites (a gateway sends its
// thermostat samples in the same batches as its readings).
const FIND_SENTINELS = `
  select ${SENTINEL_COLUMNS} from sentinels
   where org_id = $1 and deleted_at is null
     and ((sentinel_type in ('TEMPERATURE_RANGE', 'DOOR_OPEN', 'ENERGY_BASELINE')
           and exists (select 1 from jsonb_array_elements_text(sensor_ids) e(v) where e.v::int = any($2::int[])))
       or (sentinel_type = 'SETPOINT_DEVIATION'
           and site_id in (select site_id from sensors where org_id = $1 and id = any($2::int[]))))
   order by id`;

const SWEEP_SENTINELS = `
  select ${SENTINEL_COLUMNS} from sentinels
   where deleted_at is null and sentinel_type in ('DEVICE_OFFLINE', 'SETPOINT_DEVIATION')
     and ($1::int[] is null or site_id = any($1::int[]))
     -- An archived site's devices fall silent on purpose: that is not an incident.
     and site_id not in (select id from sites where archived_at is not null)
   order by id`;

type Job =
  | { kind: 'sensors'; orgId: number; ids: Set<number> }
  | { kind: 'sweep'; now: number; done: () => void };

export function createIncidentEngine(
  database: Database,
  events: EventBus | undefined,
  log: Logger,
  opts: EngineOptions = {},
): IncidentEngine {
  const pending = new Map<number, Set<number>>();
  const sweeps: Extract<Job, { kind: 'sweep' }>[] = [];
  const mails = new Set<Promise<void>>();
  let running: Promise<void> | null = null;
  let closed = false;

  const publish = async (out: Applied[]) => {
    if (!out.length) return;
    if (events) await events.publish(out.map((a) => ({ type: 'INCIDENT_INFO', payload: a.info })));
    const raised = out.filter((a) => a.raised);
    if (opts.onRaised && raised.length) {
      // Never holds up the next evaluation: emails go out in the background, failures are logged.
      const p = opts
        .onRaised(raised)
        .catch((err: unknown) => log.error({ err }, 'incident emails failed'))
        .finally(() => mails.delete(p));
      mails.add(p);
    }
  };

  const loop = async () => {
    while (!closed && (pending.size || sweeps.length)) {
      const sweep = sweeps.shift();
      if (sweep) {
        try {
          await publish(await sweepAt(database, sweep.now, log));
        } catch (err) {
          log.error({ err }, 'incident sweep failed');
        }
        sweep.done();
        continue;
      }
      const [orgId, ids] = pending.entries().next().value as [number, Set<number>];
      pending.delete(orgId);
      try {
        await publish(await evaluateSensors(database, orgId, [...ids], log));
      } catch (err) {
        log.error({ err, orgId }, 'incident evaluation failed');
      }
    }
  };
  const kick = () => {
    if (!running) {
      running = new Promise<void>((resolve) => setImmediate(resolve)).then(loop).finally(() => {
        running = null;
        if (!closed && (pending.size || sweeps.length)) kick();
      });
    }
  };

  let timer: NodeJS.Timeout | undefined;
  if (opts.sweepMs) {
    const every = opts.sweepMs;
    timer = setTimeout(() => {
      timer = setInterval(() => void engine.sweep(), every);
      timer.unref();
      void engine.sweep();
    }, opts.sweepDelayMs ?? 0);
    timer.unref();
  }

  const engine: IncidentEngine = {
    schedule(orgId, sensorIds) {
      if (closed || !sensorIds.length) return;
      const set = pending.get(orgId) ?? new Set<number>();
      for (const id of sensorIds) set.add(id);
      pending.set(orgId, set);
      kick();
    },
    sweep(now = new Date()) {
      if (closed) return Promise.resolve();
      const p = new Promise<void>((done) => sweeps.push({ kind: 'sweep', now: now.getTime(), done }));
      kick();
      return p;
    },
    async idle() {
      while (running || mails.size) {
        if (running) await running;
        await Promise.all([...mails]);
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(timer);
      pending.clear();
      for (const s of sweeps.splice(0)) s.done();
      while (running) await running;
      await Promise.all([...mails]);
    },
  };
  return engine;
}

/** The sentinels among `ids` with an open incident: only those have anything to resolve. */
async function withOpenIncident(database: Database, ids: number[]): Promise<Set<number>> {
  const rows = await database.query<{ sentinel_id: number }>(
    'select distinct sentinel_id from incidents where not resolved and sentinel_id = any($1::int[])',
    [ids],
  );
  return new Set(rows.map((r) => r.sentinel_id));
}

async function commit(
  database: Database,
  s: SentinelRow,
  e: Evaluated | null,
  open: Set<number>,
): Promise<Applied | null> {
  if (!e || e.ev.state === 'PENDING') return null;
  if (e.ev.state === 'OK' && !open.has(s.id)) return null; // nothing to resolve: skip the transaction
  const ev = e.ev;
  return database.db.transaction((tx) => applyEvaluation(tx, s, ev, e.target));
}

/** Evaluates every live sentinel on these sensors; answers the incidents that opened, escalated or resolved. */
export async function evaluateSensors(
  database: Database,
  orgId: number,
  sensorIds: number[],
  log?: Logger,
): Promise<Applied[]> {
  const sentinels = await database.query<SentinelRow>(FIND_SENTINELS, [orgId, sensorIds]);
  const open = await withOpenIncident(
    database,
    sentinels.map((s) => s.id),
  );
  const changed: Applied[] = [];
  const batch = new Set(sensorIds);
  for (const s of sentinels) {
    try {
      let e: Evaluated | null = null;
      if (s.sentinel_type === 'SETPOINT_DEVIATION') e = await evaluateSetpointRule(database, s);
      else if (s.sentinel_type === 'ENERGY_BASELINE') e = await evaluateEnergyRule(database, s);
      else {
        const sensorId = s.sensor_ids.find((id) => batch.has(id));
        if (sensorId !== undefined) e = await evaluateReadingRule(database, s, sensorId);
      }
      const out = await commit(database, s, e, open);
      if (out) changed.push(out);
    } catch (err) {
      // One sentinel's failure (bad params, a lock timeout) must not stop the others.
      log?.error({ err, sentinelId: s.id }, 'sentinel evaluation failed');
    }
  }
  return changed;
}

/** DEVICE_OFFLINE and SETPOINT_DEVIATION for every sentinel (of `siteIds` when given) at `now`. */
export async function sweepAt(
  database: Database,
  now: number,
  log?: Logger,
  siteIds?: number[],
): Promise<Applied[]> {
  const sentinels = await database.query<SentinelRow>(SWEEP_SENTINELS, [siteIds ?? null]);
  const open = await withOpenIncident(
    database,
    sentinels.map((s) => s.id),
  );
  const changed: Applied[] = [];
  for (const s of sentinels) {
    try {
      const e =
        s.sentinel_type === 'DEVICE_OFFLINE'
          ? await evaluateOfflineRule(database, s, now)
          : await evaluateSetpointRule(database, s);
      const out = await commit(database, s, e, open);
      if (out) changed.push(out);
    } catch (err) {
      log?.error({ err, sentinelId: s.id }, 'sentinel sweep failed');
    }
  }
  return changed;
}
