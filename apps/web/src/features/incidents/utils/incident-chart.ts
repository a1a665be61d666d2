import type { Incident } from '@sw/contracts';

/**
 * C-077 (decision): the expanded row's chart per sentinel type.
 * - TEMPERATURE_RANGE: the sensor's temperature with the rule's allowed range as a band;
 * - SETPOINT_DEVIATION: the thermostat's temperature with its cool and heat set points;
 * - DOOR_OPEN: the door sensor as open/closed steps (open periods shaded);
 * - ENERGY_BASELINE: the site's hourly energy against its baseline and the alert threshold;
 * - DEVICE_OFFLINE: when readings arrived (connectivity), the offline period shaded.
 */
export type ChartKind = 'temperature' | 'setpoint' | 'door' | 'energy' | 'connectivity';

export const CHART_KIND: Record<Incident['sentinelType'], ChartKind> = {
  TEMPERATURE_RANGE: 'temperature',
  SETPOINT_DEVIATION: 'setpoint',
  DOOR_OPEN: 'door',
  ENERGY_BASELINE: 'energy',
  DEVICE_OFFLINE: 'connectivity',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The rule's required duration in minutes as the incident recorded it; 45 when not given. */
export function requiredMinutes(incident: Pick<Incident, 'sensorParams'>): number {
  const v = incident.sensorParams.requiredMinutes;
  return typeof v === 'number' && v > 0 ? v : 45;
}

/**
 * The chart's time window: from before the breach began (the required duration plus an hour of
 * context) to an hour after recovery, never past now.
 */
export function chartWindow(
  incident: Pick<Incident, 'createdAt' | 'recoveredAt' | 'sensorParams'>,
  now: Date,
): { from: string; to: string } {
  const start = Date.parse(incident.createdAt) - requiredMinutes(incident) * MINUTE - HOUR;
  const end = Math.min(
    now.getTime(),
    (incident.recoveredAt ? Date.parse(incident.recoveredAt) : now.getTime()) + HOUR,
  );
  // A minute at least: the series calls refuse an empty range.
  return { from: new Date(start).toISOString(), to: new Date(Math.max(end, start + MINUTE)).toISOString() };
}

/** The incident's own period as epoch ms (the shaded area on every chart). */
export function incidentSpan(
  incident: Pick<Incident, 'createdAt' | 'recoveredAt'>,
  now: Date,
): [number, number] {
  return [
    Date.parse(incident.createdAt),
    incident.recoveredAt ? Date.parse(incident.recoveredAt) : now.getTime(),
  ];
}

/** A temperature rule's allowed range from its parameters, or null when they are not numbers. */
export function allowedRange(
  params: Record<string, unknown> | undefined,
): { min: number; max: number } | null {
  const min = params?.min;
  const max = params?.max;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}

/**
 * Door readings as open periods [start, end] (value ≥ 0.5 is open, as the rule reads it); a period
 * still open at the last reading ends there.
 */
export function openPeriods(readings: readonly { timestamp: number; value: number }[]): [number, number][] {
  const out: [number, number][] = [];
  let openedAt: number | null = null;
  for (const r of readings) {
    const t = r.timestamp * 1000;
    if (r.value >= 0.5 && openedAt === null) openedAt = t;
    else if (r.value < 0.5 && openedAt !== null) {
      out.push([openedAt, t]);
      openedAt = null;
    }
  }
  const last = readings.at(-1);
  if (openedAt !== null && last) out.push([openedAt, last.timestamp * 1000]);
  return out;
}

/** Fewer weeks of history than this give no baseline (the rule's MIN_BASELINE_WEEKS). */
export const MIN_BASELINE_WEEKS = 2;
const WEEK = 7 * 24 * HOUR;

/** An hourly energy reading of the time-series service (timestamp in epoch seconds). */
export interface EnergyHourPoint {
  timestamp: number;
  energy: number;
}

/** Weekday and hour of `t` (epoch ms) on the site's clock: the rule compares the same local hour. */
function hourOfWeek(t: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(t);
  return `${parts.find((p) => p.type === 'weekday')?.value} ${parts.find((p) => p.type === 'hour')?.value}`;
}

/**
 * The ENERGY_BASELINE rule's baseline of each charted hour, as the server computes it
 * (apps/server incidents/rules-energy.ts): the mean energy of the same local hour of the week over
 * the `weeks` whole weeks before it; null for an hour with fewer than MIN_BASELINE_WEEKS of them.
 */
export function hourOfWeekBaseline(
  hours: readonly EnergyHourPoint[],
  history: readonly EnergyHourPoint[],
  weeks: number,
  timeZone: string,
): (number | null)[] {
  const byHour = new Map<string, { t: number; energy: number }[]>();
  for (const h of history) {
    const t = h.timestamp * 1000;
    const key = hourOfWeek(t, timeZone);
    const list = byHour.get(key) ?? [];
    list.push({ t, energy: h.energy });
    byHour.set(key, list);
  }
  return hours.map((h) => {
    const t = h.timestamp * 1000;
    // The same local hour in each of the `weeks` weeks before (a DST change moves it by an hour).
    const same = (byHour.get(hourOfWeek(t, timeZone)) ?? []).filter(
      (x) => x.t < t - WEEK / 2 && x.t >= t - weeks * WEEK - WEEK / 2,
    );
    if (same.length < MIN_BASELINE_WEEKS) return null;
    return same.reduce((sum, x) => sum + x.energy, 0) / same.length;
  });
}

/**
 * The energy chart's 'Baseline' and 'Threshold' lines ([epoch ms, kWh | null] per charted hour): the
 * rule's baseline of each hour and that baseline raised by `thresholdPct`, the level the rule alerts at.
 */
export function energyBaselineSeries(
  hours: readonly EnergyHourPoint[],
  history: readonly EnergyHourPoint[],
  weeks: number,
  thresholdPct: number,
  timeZone: string,
): { baseline: [number, number | null][]; threshold: [number, number | null][] } {
  const values = hourOfWeekBaseline(hours, history, weeks, timeZone);
  return {
    baseline: hours.map((h, i) => [h.timestamp * 1000, values[i] ?? null]),
    threshold: hours.map((h, i) => {
      const v = values[i];
      return [h.timestamp * 1000, v === null || v === undefined ? null : v * (1 + thresholdPct / 100)];
    }),
  };
}
