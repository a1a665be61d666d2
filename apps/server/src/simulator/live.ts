import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { TelemetryService } from '../modules/telemetry';
import { applyPendingCommands } from './commands';
import { type GatewayBatch, LiveModel } from './live-model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Re-read devices and settings every this many ticks (controls may change a thermostat). */
const REFRESH_TICKS = 15;
/** On start, the gap since the newest stored reading is filled at 5-minute steps, up to this long. */
const BACKFILL_MAX_MS = 6 * 3_600_000;
const BACKFILL_STEP_MS = 5 * MINUTE;

export interface SimulatorOptions {
  database: Database;
  telemetry: TelemetryService | undefined;
  /** Simulated seconds per real second: one simulated minute per tick of 60 000 / speed ms. */
  speed: number;
  log: FastifyBaseLogger;
}

/**
 * The live device simulator. Each tick advances a simulated clock by one minute (starting at real
 * now, never ahead of real time, so at high speed it catches up and then waits: a real gateway never
 * stamps a reading in the future, and a device's newer sample must win over a simulated one)
 * and sends one reading per active sensor and one sample per thermostat, grouped per site gateway,
 * through `telemetry.ingest`: the same path as the HTTP ingestion API. Values come from the seed's
 * model (model-sql.ts), so they continue the history. Errors are logged; the loop goes on.
 */
export function startSimulator(o: SimulatorOptions): { stop: () => Promise<void> } {
  const intervalMs = Math.max(250, MINUTE / o.speed);
  const model = new LiveModel(o.database);
  let clock = Math.floor(Date.now() / MINUTE) * MINUTE;
  let ticks = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  let warnedNoTelemetry = false;

  const ingest = async (batches: GatewayBatch[]) => {
    const telemetry = o.telemetry;
    let accepted = 0;
    for (const b of batches) {
      if (stopped) return accepted;
      const res = await telemetry!.ingest(b.principal, { readings: b.readings, thermostats: b.thermostats });
      accepted += res.accepted;
      if (res.rejected)
        o.log.warn(
          { gatewayId: b.principal.gatewayId, errors: res.errors.slice(0, 3) },
          'simulator batch partly rejected',
        );
    }
    return accepted;
  };

  const backfill = async () => {
    const [row] = await o.database.query<{ seen: Date | null }>(
      `select max(last_seen_at) as seen from sensors
        where status = 'ACTIVE' and org_id in (select id from organizations where simulated)`,
    );
    const seen = row?.seen ? new Date(row.seen).getTime() : null;
    if (seen === null || clock - seen <= BACKFILL_STEP_MS) return;
    const times: Date[] = [];
    for (
      let t = Math.max(seen, clock - BACKFILL_MAX_MS) + BACKFILL_STEP_MS;
      t < clock;
      t += BACKFILL_STEP_MS
    ) {
      times.push(new Date(t));
    }
    if (!times.length) return;
    const accepted = await ingest(await model.batches(times, 5));
    // The weather service's hours missed meanwhile, so that no local day lacks them.
    const hours: Date[] = [];
    for (let h = Math.ceil(times[0]!.getTime() / HOUR) * HOUR; h < clock; h += HOUR) hours.push(new Date(h));
    await model.weather(hours);
    o.log.info(
      { from: times[0], to: times.at(-1), accepted },
      'simulator filled the gap since the last reading',
    );
  };

  /**
   * Pending working-mode commands are applied on every turn (not only each simulated minute); a
   * thermostat that changed reports its new state at once, as real ones do on a change.
   */
  const applyCommands = async () => {
    const changed = await applyPendingCommands(o.database);
    if (!changed.length || stopped) return;
    await model.refresh();
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const only = new Set(changed);
    const batches = (await model.batches([now], 1)).map((b) => ({
      ...b,
      readings: [],
      thermostats: b.thermostats.filter((t) => only.has(model.thermostatId(t.thermostat) ?? -1)),
    }));
    await ingest(batches.filter((b) => b.thermostats.length > 0));
  };

  const tick = async () => {
    if (!o.telemetry || typeof o.telemetry.ingest !== 'function') {
      if (!warnedNoTelemetry) o.log.warn('simulator: no telemetry service, nothing is sent');
      warnedNoTelemetry = true;
      return;
    }
    await applyCommands();
    // Never run ahead of real time: wait for it instead.
    if (clock > Date.now()) return;
    if (ticks % REFRESH_TICKS === 0) {
      await model.refresh();
      if (ticks === 0) await backfill();
    }
    ticks++;
    const at = new Date(clock);
    const accepted = await ingest(await model.batches([at], 1));
    if (at.getUTCMinutes() === 0) await model.weather([at]);
    o.log.debug({ at, accepted }, 'simulator tick');
    clock += MINUTE;
  };

  // A lasting fault (database down) fails every tick: log it once a minute, not four times a second.
  let lastError = { message: '', at: 0 };
  const report = (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    if (message === lastError.message && Date.now() - lastError.at < MINUTE) return;
    lastError = { message, at: Date.now() };
    o.log.error({ err }, 'simulator tick failed');
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      const started = Date.now();
      inFlight = tick()
        .catch(report)
        .finally(() => schedule(Math.max(0, intervalMs - (Date.now() - started))));
    }, delay);
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
