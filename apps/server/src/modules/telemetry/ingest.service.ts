import type { IngestBatch, IngestResult, ThermostatSample } from '@sw/contracts';
import { analyzeChangedSoon, LARGE_IMPORT_ROWS } from '../../db/analyze';
import type { Database } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { ingestEvents } from '../realtime';
import { confirmBySamples } from './device-commands.repository';
import {
  findSensors,
  findThermostats,
  insertReadings,
  insertThermostatSamples,
  type ReadingColumns,
  type SensorFound,
  type ThermostatColumns,
  type ThermostatFound,
  touchGateway,
} from './ingest.repository';
import type { GatewayPrincipal, TelemetryService } from './telemetry.types';
import { checkReadingTime, checkReadingValue } from './timestamps';

type IngestError = IngestResult['errors'][number];

/** How often a batch is retried when PostgreSQL picks it as a deadlock or serialization victim. */
const MAX_ATTEMPTS = 4;

/** Called after a batch's commit with the sensors whose readings were really stored (the rule engine). */
export type ReadingsCommitted = (orgId: number, sensorIds: number[]) => void;

export function createTelemetryService(
  database: Database,
  events?: EventBus,
  afterCommit?: ReadingsCommitted,
): TelemetryService {
  return {
    async ingest(gw, batch, now = new Date()) {
      const errors: IngestError[] = [];
      const readings = await prepareReadings(database, gw, batch.readings, now, errors);
      const samples = await prepareSamples(database, gw, batch.thermostats, now, errors);
      const { inserted, insertedSamples } = await withRetry(() =>
        database.db.transaction(async (tx) => {
          const n = await insertReadings(tx, gw.orgId, readings.columns);
          const m = await insertThermostatSamples(tx, gw.orgId, samples.columns);
          // A sample reporting a commanded working mode confirms the command (device adapter).
          if (m > 0) await confirmBySamples(tx, gw.orgId, samples.columns.thermostatIds);
          await touchGateway(tx, gw.gatewayId, now);
          return { inserted: n, insertedSamples: m };
        }),
      );
      // Duplicates: valid items that were already stored, or repeated within this batch. Errors are
      // in batch order already: readings first, then thermostat samples.
      const valid = readings.valid + samples.valid;
      // Off the response path: the incident engine queues the sensors and evaluates them later.
      if (afterCommit && inserted > 0) afterCommit(gw.orgId, [...new Set(readings.columns.sensorIds)]);
      const accepted = inserted + insertedSamples;
      // A large import changes the tables' sizes: analyse them now rather than at the next pass of
      // the periodic job (PGlite) or of autovacuum; off the response path, one pass at a time.
      if (accepted >= LARGE_IMPORT_ROWS) analyzeChangedSoon(database);
      // After commit and off the response path (setImmediate); a batch that only repeats stored
      // items, or of an organisation no connection watches, announces nothing. publish() logs its
      // own failures and never rejects.
      if (events && accepted > 0 && events.isWatched(gw.orgId)) {
        setImmediate(() => {
          const out = ingestEvents({
            orgId: gw.orgId,
            siteId: gw.siteId,
            sensors: readings.known,
            readings: inserted > 0 ? readings.columns : { sensorIds: [], ts: [], values: [] },
            thermostats: samples.known,
            samples: insertedSamples > 0 ? samples.columns : { thermostatIds: [], ts: [], online: [] },
            now,
          });
          void events.publish(out);
        });
      }
      return { accepted, duplicates: valid - accepted, rejected: errors.length, errors };
    },
  };
}

async function prepareReadings(
  database: Database,
  gw: GatewayPrincipal,
  items: IngestBatch['readings'],
  now: Date,
  errors: IngestError[],
): Promise<{ columns: ReadingColumns; valid: number; known: SensorFound[] }> {
  // PostgreSQL text cannot hold NUL: such uuids are never looked up, their readings are refused below.
  const uuids = [...new Set(items.map((r) => r.sensor).filter((u) => !u.includes('\0')))];
  const known = uuids.length ? await findSensors(database, gw, uuids) : [];
  // A deactivated sensor (setup) takes no more readings: its history stays as it was.
  const idOf = new Map(known.map((s) => [s.uuid, s.status === 'ACTIVE' ? s.id : INACTIVE]));
  const columns: ReadingColumns = { sensorIds: [], ts: [], values: [] };
  const seen = new Set<string>();
  let valid = 0;
  for (const [index, r] of items.entries()) {
    const checked = checkReading(idOf.get(r.sensor), r, now);
    if (typeof checked === 'string') {
      errors.push({ kind: 'reading', index, sensor: r.sensor, error: checked });
      continue;
    }
    valid++;
    // The first of two readings for the same sensor and instant wins; the second is a duplicate.
    const key = `${checked.id}@${checked.ts.getTime()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    columns.sensorIds.push(checked.id);
    columns.ts.push(checked.ts.toISOString());
    columns.values.push(checked.value);
  }
  return { columns, valid, known };
}

async function prepareSamples(
  database: Database,
  gw: GatewayPrincipal,
  items: ThermostatSample[],
  now: Date,
  errors: IngestError[],
): Promise<{ columns: ThermostatColumns; valid: number; known: ThermostatFound[] }> {
  const uuids = [...new Set(items.map((s) => s.thermostat).filter((u) => !u.includes('\0')))];
  const known = uuids.length ? await findThermostats(database, gw, uuids) : [];
  const idOf = new Map(known.map((t) => [t.uuid, t.id]));
  const c: ThermostatColumns = {
    thermostatIds: [],
    ts: [],
    online: [],
    mode: [],
    workingMode: [],
    fanMode: [],
    temperature: [],
    coolSetPoint: [],
    heatSetPoint: [],
    fanRunning: [],
    coolingStage1Running: [],
    coolingStage2Running: [],
    heatingStage1Running: [],
    heatingStage2Running: [],
    localAdjustmentOverride: [],
    timetableActiveState: [],
    setPointDeviation: [],
    maintenanceState: [],
    tempUnits: [],
  };
  const seen = new Set<string>();
  let valid = 0;
  for (const [index, s] of items.entries()) {
    const checked = checkSample(idOf.get(s.thermostat), s, now);
    if (typeof checked === 'string') {
      errors.push({ kind: 'thermostat', index, sensor: s.thermostat, error: checked });
      continue;
    }
    valid++;
    const { id, ts } = checked;
    const key = `${id}@${ts.getTime()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    c.thermostatIds.push(id);
    c.ts.push(ts.toISOString());
    c.online.push(s.online);
    c.mode.push(s.mode ?? null);
    c.workingMode.push(s.workingMode ?? null);
    c.fanMode.push(s.fanMode ?? null);
    c.temperature.push(s.temperature ?? null);
    c.coolSetPoint.push(s.coolSetPoint ?? null);
    c.heatSetPoint.push(s.heatSetPoint ?? null);
    c.fanRunning.push(s.fanRunning ?? null);
    c.coolingStage1Running.push(s.coolingStage1Running ?? null);
    c.coolingStage2Running.push(s.coolingStage2Running ?? null);
    c.heatingStage1Running.push(s.heatingStage1Running ?? null);
    c.heatingStage2Running.push(s.heatingStage2Running ?? null);
    c.localAdjustmentOverride.push(s.localAdjustmentOverride ?? null);
    c.timetableActiveState.push(s.timetableActiveState ?? null);
    c.setPointDeviation.push(s.setPointDeviation ?? null);
    c.maintenanceState.push(s.maintenanceState ?? null);
    c.tempUnits.push(s.tempUnits ?? null);
  }
  return { columns: c, valid, known };
}

/** The id of a known sensor that is INACTIVE. */
const INACTIVE = -1;

/** A reading's sensor id, instant and value, or why it is refused. */
function checkReading(
  id: number | undefined,
  r: IngestBatch['readings'][number],
  now: Date,
): { id: number; ts: Date; value: number } | string {
  const nul = nulField(r);
  if (nul) return `${nul} contains the NUL character (U+0000)`;
  if (id === undefined) return 'unknown sensor for this gateway';
  if (id === INACTIVE) return 'sensor is deactivated: activate it in Setup to take its readings';
  const ts = checkReadingTime(r.ts, now);
  if (!ts.ok) return ts.error;
  const value = checkReadingValue(r.value);
  if (!value.ok) return value.error;
  return { id, ts: ts.value, value: value.value };
}

/** A sample's thermostat id and instant, or why it is refused. */
function checkSample(
  id: number | undefined,
  s: ThermostatSample,
  now: Date,
): { id: number; ts: Date } | string {
  const nul = nulField(s);
  if (nul) return `${nul} contains the NUL character (U+0000)`;
  if (id === undefined) return 'unknown thermostat for this gateway';
  const ts = checkReadingTime(s.ts, now);
  if (!ts.ok) return ts.error;
  const bad = badNumber(s);
  if (bad) return `${bad} is not a finite number`;
  return { id, ts: ts.value };
}

/** The first text field of an item holding NUL (the body guard leaves ingestion items to this check). */
function nulField(item: object): string | null {
  for (const [k, v] of Object.entries(item)) if (typeof v === 'string' && v.includes('\0')) return k;
  return null;
}

/** The first numeric field of a sample outside ±1e12 (JSON cannot carry NaN, but callers in-process can). */
function badNumber(s: ThermostatSample): string | null {
  for (const k of ['temperature', 'coolSetPoint', 'heatSetPoint', 'setPointDeviation'] as const) {
    const v = s[k];
    if (v !== undefined && !checkReadingValue(v).ok) return k;
  }
  return null;
}

/** Deadlocks (40P01) and serialization failures (40001) roll the whole batch back: try it again. */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 40));
    }
  }
}

function isRetryable(err: unknown): boolean {
  // drizzle wraps driver errors (DrizzleQueryError.cause); look a few levels down for the SQLSTATE.
  let e = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
