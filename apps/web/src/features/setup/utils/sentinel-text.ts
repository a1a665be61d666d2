import type { SetupSentinel } from '@sw/contracts/setup';

// A sentinel in words, as the rule engine (apps/server/src/modules/incidents/rules*.ts and
// priority-ladder.ts) runs it: what breaches, how long it must last, and when it escalates.

export type SentinelType = SetupSentinel['sentinelType'];

export const SENTINEL_TYPE_LABELS: Record<SentinelType, string> = {
  TEMPERATURE_RANGE: 'Temperature range',
  DOOR_OPEN: 'Door open',
  DEVICE_OFFLINE: 'Device offline',
  ENERGY_BASELINE: 'Energy above baseline',
  SETPOINT_DEVIATION: 'Set-point deviation',
};

/** The engine escalates once, when a breach has lasted this many times the rule's duration. */
export const ESCALATION_FACTOR = 3;
/** With defrosts tolerated a temperature breach must outlast this (a defrost ends within it). */
export const DEFROST_MAX_MINUTES = 45;

/** Priorities as the product shows them: food safety opens High, the rest Low (priority-ladder.ts). */
const LADDER: Record<SentinelType, [opened: string, escalated: string]> = {
  TEMPERATURE_RANGE: ['High', 'Critical'],
  DOOR_OPEN: ['High', 'Critical'],
  DEVICE_OFFLINE: ['Low', 'High'],
  ENERGY_BASELINE: ['Low', 'High'],
  SETPOINT_DEVIATION: ['Low', 'High'],
};

type Params = Record<string, unknown>;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A number as people write it (up to 2 decimals, a real minus sign); '?' when missing. */
export function numberText(v: unknown): string {
  const n = num(v);
  if (n === null) return '?';
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 }).replace('-', '−');
}

/** 15 → '15 min', 90 → '1 h 30 min', 1440 → '1 d', 10080 → '7 d'. */
export function durationText(minutes: unknown): string {
  const m = num(minutes);
  if (m === null) return '?';
  if (m < 60) return `${numberText(m)} min`;
  const whole = Math.round(m);
  const d = Math.floor(whole / 1440);
  const h = Math.floor((whole % 1440) / 60);
  const min = whole % 60;
  return [d && `${d} d`, h && `${h} h`, min && `${min} min`].filter(Boolean).join(' ');
}

/** How long a breach must last before it opens an incident, in minutes, as the engine counts it. */
export function requiredMinutes(type: SentinelType, params: Params): number | null {
  switch (type) {
    case 'TEMPERATURE_RANGE': {
      const d = num(params.durationMinutes);
      if (d === null) return null;
      return params.ignoreDuringDefrost === true ? Math.max(d, DEFROST_MAX_MINUTES) : d;
    }
    case 'DOOR_OPEN':
      return num(params.maxOpenMinutes);
    case 'DEVICE_OFFLINE':
      return num(params.offlineMinutes);
    case 'ENERGY_BASELINE': {
      // Energy is judged per whole hour: the duration rounds up (default 3 h).
      const d = num(params.durationMinutes) ?? 180;
      return Math.ceil(d / 60) * 60;
    }
    case 'SETPOINT_DEVIATION':
      return num(params.durationMinutes);
  }
}

function rangeText(min: unknown, max: unknown): string {
  // "0–5 °C" reads well; "−25–−18" does not.
  const sep = (num(min) ?? 0) < 0 || (num(max) ?? 0) < 0 ? ' to ' : '–';
  return `${numberText(min)}${sep}${numberText(max)} °C`;
}

/** The rule's condition in words, e.g. 'Outside 0–5 °C for more than 15 min; defrost cycles tolerated'. */
export function conditionText(type: SentinelType, params: Params): string {
  switch (type) {
    case 'TEMPERATURE_RANGE':
      return `Outside ${rangeText(params.min, params.max)} for more than ${durationText(params.durationMinutes)}${
        params.ignoreDuringDefrost === true ? '; defrost cycles tolerated' : ''
      }`;
    case 'DOOR_OPEN':
      return `Door open more than ${durationText(params.maxOpenMinutes)}`;
    case 'DEVICE_OFFLINE':
      return `No data for ${durationText(params.offlineMinutes)}`;
    case 'ENERGY_BASELINE':
      return `Energy ${numberText(params.thresholdPct)} % above the ${numberText(
        num(params.baselineDays) ?? 28,
      )}-day baseline for ${durationText(requiredMinutes(type, params))}`;
    case 'SETPOINT_DEVIATION':
      return `More than ${numberText(params.maxDeviation)} °C from the set point for ${durationText(
        params.durationMinutes,
      )}`;
  }
}

/**
 * When a breach escalates, in minutes from its start, as the engine counts it: the sentinel's own
 * escalateAfterMinutes (never before it opens; energy in whole hours), else 3 × the duration.
 */
export function escalationMinutes(type: SentinelType, params: Params, required: number): number {
  const own = num(params.escalateAfterMinutes);
  if (own === null) return required * ESCALATION_FACTOR;
  const m = Math.max(own, required);
  return type === 'ENERGY_BASELINE' ? Math.ceil(m / 60) * 60 : m;
}

/** When it opens and when it escalates, e.g. 'High after 45 min, Critical after 2 h 15 min'. */
export function escalationText(type: SentinelType, params: Params): string {
  const [opened, escalated] = LADDER[type];
  const m = requiredMinutes(type, params);
  if (m === null) return `${opened}, then ${escalated}`;
  return `${opened} after ${durationText(m)}, ${escalated} after ${durationText(escalationMinutes(type, params, m))}`;
}

/** 'no TEMPERATURE sensor' (the server's reason) → 'no temperature sensor'. */
export function reasonText(reason: string): string {
  return reason.replace(/\b[A-Z]{3,}\b/g, (w) => w.toLowerCase());
}

export interface Lookups {
  sensorTitle: (id: number) => string | undefined;
  thermostatTitle: (id: number) => string | undefined;
}

const listed = (names: string[], max = 3): string =>
  names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;

const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** What a sentinel watches: its equipment (or the whole site) and then its devices. */
export function watchesText(s: SetupSentinel, l: Lookups): { main: string; detail: string | null } {
  const thermostatIds = [
    ...(Array.isArray(s.params.thermostatIds) ? s.params.thermostatIds : []),
    ...(typeof s.params.thermostatId === 'number' ? [s.params.thermostatId] : []),
  ].filter((id): id is number => typeof id === 'number');
  const main = s.equipmentTitle ?? (s.sensorIds.length === 1 ? null : 'Whole site');
  // 'Walk-in Cooler Temperature' under 'Walk-in Cooler' reads as 'Temperature'.
  const short = (name: string) =>
    s.equipmentTitle && name.startsWith(`${s.equipmentTitle} `)
      ? name.slice(s.equipmentTitle.length + 1)
      : name;
  const sensorNames = s.sensorIds.map((id) => short(l.sensorTitle(id) ?? `Sensor ${id}`));
  const statNames = thermostatIds.map((id) => short(l.thermostatTitle(id) ?? `Thermostat ${id}`));
  // Many devices (a site's offline rule) read better counted than named.
  const many = sensorNames.length + statNames.length > 3;
  const detail = many
    ? [
        sensorNames.length ? count(sensorNames.length, 'sensor') : '',
        statNames.length ? count(statNames.length, 'thermostat') : '',
      ]
        .filter(Boolean)
        .join(', ')
    : listed([...sensorNames, ...statNames]) || null;
  if (main) return { main, detail };
  return { main: detail ?? 'Nothing', detail: null };
}
