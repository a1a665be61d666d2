import { z } from 'zod';
import { EscalateAfterMinutes, escalationMs, MINUTE, type Rule } from './rules';

// SETPOINT_DEVIATION: a thermostat's ambient temperature outside its set-point range by more than
// `maxDeviation` °C for longer than `durationMinutes`. The thermostat reports its deviation from the
// scheduled range (set_point_deviation), which is what matters when someone overrides it locally;
// without one it is measured against the sample's own heat and cool set points.

export const SetpointDeviationParams = z.object({
  thermostatId: z.number().int().positive(),
  maxDeviation: z.number().positive().max(50),
  durationMinutes: z.number().positive().max(10_080),
  escalateAfterMinutes: EscalateAfterMinutes,
});
export type SetpointDeviationParams = z.infer<typeof SetpointDeviationParams>;

export interface ThermostatReading {
  online: boolean;
  temperature: number | null;
  heatSetPoint: number | null;
  coolSetPoint: number | null;
  setPointDeviation: number | null;
}

/** Signed °C outside the set-point range (0 inside it), or null when the sample says nothing. */
export function setpointDeviation(s: ThermostatReading): number | null {
  if (!s.online) return null;
  if (s.setPointDeviation !== null && Number.isFinite(s.setPointDeviation)) return s.setPointDeviation;
  if (s.temperature === null || s.heatSetPoint === null || s.coolSetPoint === null) return null;
  const lo = Math.min(s.heatSetPoint, s.coolSetPoint);
  const hi = Math.max(s.heatSetPoint, s.coolSetPoint);
  return s.temperature - Math.max(lo, Math.min(hi, s.temperature));
}

/** The rule over deviation values (one reading per sample, value = setpointDeviation). */
export function setpointRule(p: SetpointDeviationParams): Rule {
  const requiredMs = p.durationMinutes * MINUTE;
  const escalateMs = escalationMs(requiredMs, p.escalateAfterMinutes);
  return {
    breaches: (v) => Math.abs(v) > p.maxDeviation,
    requiredMs,
    escalateMs,
    lookbackMs: escalateMs + requiredMs,
  };
}
