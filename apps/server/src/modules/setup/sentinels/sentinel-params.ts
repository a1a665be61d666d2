import type { SENTINEL_TYPES } from '@sw/contracts';
import { z } from 'zod';
// The rule engine's own parameter schemas, so a sentinel stored through setup is always one the
// engine runs.
import {
  DeviceOfflineParams,
  DoorOpenParams,
  EnergyBaselineParams,
  SetpointDeviationParams,
  TemperatureRangeParams,
} from '../../incidents';

export type SentinelTypeName = (typeof SENTINEL_TYPES)[number];

export type Problem = { field: string; message: string };

const deviceIds = z.array(z.number().int().positive().max(2_147_483_647)).max(10_000);

// Strict: a misspelt optional field (ignoreDuringDefrost) is an error rather than silently dropped.
const SCHEMAS: Record<SentinelTypeName, z.ZodType<Record<string, unknown>>> = {
  TEMPERATURE_RANGE: TemperatureRangeParams.strict(),
  DOOR_OPEN: DoorOpenParams.strict(),
  // thermostatIds: thermostats watched besides the sensors (the demo's site-wide rule has them).
  DEVICE_OFFLINE: DeviceOfflineParams.extend({ thermostatIds: deviceIds.optional() }).strict(),
  ENERGY_BASELINE: EnergyBaselineParams.strict(),
  SETPOINT_DEVIATION: SetpointDeviationParams.strict(),
};
// A new setpoint rule may leave its thermostat to the target (the equipment's own thermostat).
const CREATE_SCHEMAS: typeof SCHEMAS = {
  ...SCHEMAS,
  SETPOINT_DEVIATION: SetpointDeviationParams.partial({ thermostatId: true }).strict(),
};

/** Each type's duration field: how long a breach lasts before it opens an incident. */
const DURATION_FIELD: Record<SentinelTypeName, string> = {
  TEMPERATURE_RANGE: 'durationMinutes',
  DOOR_OPEN: 'maxOpenMinutes',
  DEVICE_OFFLINE: 'offlineMinutes',
  ENERGY_BASELINE: 'durationMinutes',
  SETPOINT_DEVIATION: 'durationMinutes',
};

/** The engine's messages are for developers; these are for the form field they land under. */
function message(iss: z.core.$ZodRawIssue): string | undefined {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return 'Required';
      if (iss.expected === 'int') return 'A whole number';
      if (iss.expected === 'boolean') return 'true or false';
      if (iss.expected === 'array') return 'A list of ids';
      return `A ${iss.expected}`;
    case 'too_small':
      return iss.inclusive ? `At least ${iss.minimum}` : `Greater than ${iss.minimum}`;
    case 'too_big':
      return iss.inclusive ? `At most ${iss.maximum}` : `Less than ${iss.maximum}`;
    default:
      return undefined;
  }
}

/**
 * The params of a sentinel of this type as the engine will read them (defaults filled in), or the
 * problems as `params.<field>` errors. TEMPERATURE_RANGE also needs min below max.
 */
export function parseParams(
  type: SentinelTypeName,
  raw: Record<string, unknown>,
  mode: 'create' | 'update',
): { params: Record<string, unknown>; problems: Problem[] } {
  const r = (mode === 'create' ? CREATE_SCHEMAS : SCHEMAS)[type].safeParse(raw, { error: message });
  if (!r.success) {
    const problems = r.error.issues.flatMap((i): Problem[] =>
      i.code === 'unrecognized_keys'
        ? i.keys.map((k) => ({ field: `params.${k}`, message: `Not a parameter of a ${type} rule` }))
        : [{ field: ['params', ...i.path].join('.'), message: i.message }],
    );
    return { params: raw, problems };
  }
  const params = r.data;
  if (type === 'TEMPERATURE_RANGE' && Number(params.max) <= Number(params.min))
    return { params, problems: [{ field: 'params.max', message: `Greater than min (${params.min})` }] };
  // Escalation comes after the incident opens: later than the rule's own duration.
  const duration = Number(params[DURATION_FIELD[type]]);
  if (params.escalateAfterMinutes !== undefined && Number(params.escalateAfterMinutes) <= duration)
    return {
      params,
      problems: [
        { field: 'params.escalateAfterMinutes', message: `Greater than the duration (${duration} min)` },
      ],
    };
  return { params, problems: [] };
}
