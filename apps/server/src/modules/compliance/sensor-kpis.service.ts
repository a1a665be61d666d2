import type { Database } from '../../db/client';
import { counts } from './compliance.report';
import { type RangedSensor, sensorPoints } from './compliance.repository';
import { chunksBySite, yieldToLoop, zoneCache } from './compliance.service';
import { analyseSensors, hoursOf } from './sensor-analysis';

/** One ranged temperature sensor's figures over its window (docs/analytics.md "Equipment comparison"). */
export interface SensorTemperatureKpis {
  sensorId: number;
  /** Hours with a reading in the window (hourly rollup). */
  validHours: number;
  /** Mean of the hourly averages, °C; null without any. */
  mean: number | null;
  /** Population standard deviation of the hourly averages, °C; null without any. */
  std: number | null;
  /** Compliance as the compliance reports compute it (defrost-excused hours left out), percent. */
  withinCompliance: number | null;
  /** Defrost cycles detected in the trace that start inside the window. */
  defrostCycles: number;
}

/** Mean and population standard deviation of the values of 'hour:value,…' (null when empty). */
export function meanAndStd(points: string | null): { mean: number | null; std: number | null } {
  if (!points) return { mean: null, std: null };
  let n = 0;
  let sum = 0;
  let sq = 0;
  for (const pair of points.split(',')) {
    const v = Number(pair.slice(pair.indexOf(':') + 1));
    n++;
    sum += v;
    sq += v * v;
  }
  const mean = sum / n;
  return { mean, std: Math.sqrt(Math.max(0, sq / n - mean * mean)) };
}

/**
 * The temperature figures of the given ranged sensors, read a piece of whole sites at a time (as the
 * compliance reports are): the hourly averages, the traces' defrost cycles, and the compliance share
 * with the hours a defrost cycle excuses left out, so these figures and the compliance pages agree.
 */
export async function sensorTemperatureKpis(
  database: Database,
  orgId: number,
  sensors: RangedSensor[],
  progress?: (fraction: number) => void,
): Promise<Map<number, SensorTemperatureKpis>> {
  const out = new Map<number, SensorTemperatureKpis>();
  const zoneOf = zoneCache();
  const chunks = chunksBySite(sensors);
  for (const [i, chunk] of chunks.entries()) {
    await yieldToLoop();
    const rows = await sensorPoints(database, orgId, chunk, true);
    // Every trace, not only those with hours above range: a defrost cycle rarely moves an hour's average.
    const analyses = await analyseSensors(database, orgId, chunk, zoneOf);
    for (const s of chunk) {
      const r = rows.find((x) => x.sensorId === s.sensorId);
      const an = analyses.get(s.sensorId);
      const excused = an?.defrostHours ?? new Set<number>();
      const defrost = hoursOf(r?.above ?? null).filter((h) => excused.has(h)).length;
      const { mean, std } = meanAndStd(r?.points ?? null);
      out.set(s.sensorId, {
        sensorId: s.sensorId,
        validHours: r?.valid ?? 0,
        mean,
        std,
        withinCompliance: counts(r?.valid ?? 0, r?.compliant ?? 0, defrost).within_compliance,
        defrostCycles: (an?.cycles ?? []).filter((c) => c.start >= s.t0 && c.start < s.t1).length,
      });
    }
    progress?.((i + 1) / chunks.length);
  }
  return out;
}
