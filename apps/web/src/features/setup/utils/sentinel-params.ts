import type { SentinelType } from './sentinel-text';

// The form fields of each sentinel type's params, with the engine's limits (the server checks them
// with the engine's own schemas: apps/server/src/modules/incidents/rules*.ts) shown as descriptions.

export interface ParamField {
  key: string;
  label: string;
  kind: 'number' | 'boolean';
  description?: string;
  /** Shown as the input's bounds; the server's message says the same when one is crossed. */
  min?: number;
  max?: number;
  decimals?: number;
  /** A new sentinel's starting value ('' = none: the user must choose). */
  initial: number | boolean | '';
}

const WEEK = 10_080;
const duration = (key: string, label: string, initial: number, description?: string): ParamField => ({
  key,
  label,
  kind: 'number',
  min: 1,
  max: WEEK,
  decimals: 0,
  initial,
  description: description ?? 'Above 0, at most 10,080 (7 days)',
});

/** Every type may escalate at a time of its own; empty: at three times the duration. */
const escalation: ParamField = {
  key: 'escalateAfterMinutes',
  label: 'Escalate to the highest priority after (min)',
  kind: 'number',
  min: 1,
  max: 43_200,
  decimals: 0,
  initial: '',
  description: "From the breach's start, more than the duration; empty: 3 × the duration",
};

const RULE_FIELDS: Record<SentinelType, ParamField[]> = {
  TEMPERATURE_RANGE: [
    { key: 'min', label: 'Minimum (°C)', kind: 'number', decimals: 1, initial: '' },
    {
      key: 'max',
      label: 'Maximum (°C)',
      kind: 'number',
      decimals: 1,
      initial: '',
      description: 'Above the minimum',
    },
    duration('durationMinutes', 'Outside the range for more than (min)', 15),
    {
      key: 'ignoreDuringDefrost',
      label: 'Tolerate defrost cycles',
      kind: 'boolean',
      initial: false,
      description: 'A breach must then last at least 45 min (a defrost ends within it)',
    },
  ],
  DOOR_OPEN: [duration('maxOpenMinutes', 'Open for more than (min)', 10)],
  DEVICE_OFFLINE: [duration('offlineMinutes', 'No data for more than (min)', 30)],
  ENERGY_BASELINE: [
    {
      key: 'thresholdPct',
      label: 'Above the baseline by more than (%)',
      kind: 'number',
      min: 1,
      max: 1000,
      decimals: 1,
      initial: 25,
      description: 'Above 0, at most 1,000',
    },
    {
      key: 'baselineDays',
      label: 'Baseline (days)',
      kind: 'number',
      min: 14,
      max: 91,
      decimals: 0,
      initial: 28,
      description: 'The same hour of the week over the last 14 to 91 days',
    },
    duration(
      'durationMinutes',
      'For more than (min)',
      180,
      'Rounded up to whole hours; above 0, at most 10,080 (7 days)',
    ),
  ],
  SETPOINT_DEVIATION: [
    {
      key: 'maxDeviation',
      label: 'Off the set point by more than (°C)',
      kind: 'number',
      min: 0.1,
      max: 50,
      decimals: 1,
      initial: 2,
      description: 'Above 0, at most 50',
    },
    duration('durationMinutes', 'For more than (min)', 30),
  ],
};

export const PARAM_FIELDS = Object.fromEntries(
  Object.entries(RULE_FIELDS).map(([type, fields]) => [type, [...fields, escalation]]),
) as Record<SentinelType, ParamField[]>;

/** A number input's value may be text while typed ('-', '1.'): only numbers are sent. */
export type ParamValues = Record<string, number | string | boolean>;

/** The form's values: a stored sentinel's params, or a new one's starting values. */
export function paramValues(type: SentinelType, params?: Record<string, unknown>): ParamValues {
  const out: ParamValues = {};
  for (const f of PARAM_FIELDS[type]) {
    const v = params?.[f.key];
    if (f.kind === 'boolean') out[f.key] = params ? v === true : f.initial === true;
    else out[f.key] = typeof v === 'number' ? v : params ? '' : (f.initial as number | '');
  }
  return out;
}

/**
 * The params to send: the type's fields only (a sentinel's thermostats are its target and never
 * sent), an empty number left out so that the server names it ('Required') under its field.
 */
export function paramsBody(type: SentinelType, values: ParamValues): Record<string, number | boolean> {
  const out: Record<string, number | boolean> = {};
  for (const f of PARAM_FIELDS[type]) {
    const v = values[f.key];
    if (f.kind === 'boolean') out[f.key] = v === true;
    else if (typeof v === 'number') out[f.key] = v;
  }
  return out;
}
