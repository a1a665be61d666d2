import { ESCALATION_FACTOR, type Reading, type Rule } from './rules';
import {
  type EnergyBaselineParams,
  type EnergyHour,
  energyBreaches,
  energyEscalateMs,
  energyRequiredMs,
  HOUR,
} from './rules-energy';

/**
 * One incident a stored series implies: what the engine would have raised had it evaluated after
 * every reading (history-replay.ts writes them for the seeded history, which bypasses ingestion).
 */
export interface Episode {
  start: number;
  openedAt: number;
  escalatedAt: number | null;
  /** The first good reading after the breach; null while it lasts at the end of the series. */
  recoveredAt: number | null;
  /** The value at the last breaching reading. */
  value: number;
}

function episode(
  start: number,
  last: number,
  requiredMs: number,
  recoveredAt: number | null,
  value: number,
  escalateMs = requiredMs * ESCALATION_FACTOR,
) {
  const duration = last - start;
  return {
    start,
    openedAt: start + requiredMs,
    escalatedAt: duration > escalateMs ? start + escalateMs : null,
    recoveredAt,
    value,
  };
}

/**
 * Every incident of `rule` over `readings` (ascending): runs of breaching readings that last longer
 * than the required duration, the same runs evaluate() reports reading by reading.
 */
export function ruleEpisodes(rule: Rule, readings: readonly Reading[]): Episode[] {
  const out: Episode[] = [];
  let start: number | null = null;
  let last = 0;
  let value = 0;
  for (const r of readings) {
    if (rule.breaches(r.value)) {
      start ??= r.ts;
      last = r.ts;
      value = r.value;
    } else if (start !== null) {
      if (last - start > rule.requiredMs)
        out.push(episode(start, last, rule.requiredMs, r.ts, value, rule.escalateMs));
      start = null;
    }
  }
  if (start !== null && last - start > rule.requiredMs)
    out.push(episode(start, last, rule.requiredMs, null, value, rule.escalateMs));
  return out;
}

/** ENERGY_BASELINE incidents over complete hours (ascending), as evaluateEnergy() reports them. */
export function energyEpisodes(hours: readonly EnergyHour[], p: EnergyBaselineParams): Episode[] {
  const requiredMs = energyRequiredMs(p);
  const out: Episode[] = [];
  let start: number | null = null;
  let end = 0;
  let value = 0;
  const close = (recoveredAt: number | null) => {
    // A run of whole hours lasts from its first hour's start to its last hour's end.
    if (start !== null && end - start >= requiredMs) {
      const e = episode(start, end, requiredMs, recoveredAt, value);
      const escalateMs = energyEscalateMs(p);
      e.escalatedAt = end - start >= escalateMs ? start + escalateMs : null;
      out.push(e);
    }
    start = null;
  };
  for (const h of hours) {
    if (energyBreaches(h, p)) {
      if (start !== null && h.start !== end) close(end);
      start ??= h.start;
      end = h.start + HOUR;
      value = h.kwh;
    } else if (start !== null) close(h.start);
  }
  close(null);
  return out;
}

/** A device's silence: from its last data until it reported again (null: still silent at the end). */
export interface Silence {
  device: string;
  since: number;
  until: number | null;
}

/**
 * DEVICE_OFFLINE incidents from the silences of a sentinel's devices: silences longer than the
 * threshold, merged where they overlap (one incident while any device is offline), as
 * evaluateOffline() reports them sweep by sweep. `now` ends the silences still going on.
 */
export function offlineEpisodes(
  silences: readonly Silence[],
  requiredMs: number,
  now: number,
): (Episode & { devices: string[] })[] {
  const long = silences
    .filter((i) => (i.until ?? now) - i.since > requiredMs)
    .sort((a, b) => a.since - b.since);
  const out: (Episode & { devices: string[] })[] = [];
  let cur: { since: number; until: number | null; devices: string[] } | null = null;
  const flush = () => {
    if (cur)
      out.push({
        ...episode(cur.since, cur.until ?? now, requiredMs, cur.until, cur.devices.length),
        devices: cur.devices,
      });
    cur = null;
  };
  for (const i of long) {
    // A device only counts as offline once its own silence passes the threshold.
    if (cur && (cur.until === null || i.since + requiredMs <= cur.until)) {
      cur.until = cur.until === null || i.until === null ? null : Math.max(cur.until, i.until);
      if (!cur.devices.includes(i.device)) cur.devices.push(i.device);
    } else {
      flush();
      cur = { since: i.since, until: i.until, devices: [i.device] };
    }
  }
  flush();
  return out;
}
