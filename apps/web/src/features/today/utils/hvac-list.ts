import type { ControllableHvac } from '@sw/contracts';
import { SETPOINT_DEADBAND_C } from '@sw/contracts/constants';
import { compareHvacTile, type HvacTileCandidate } from '@sw/domain';

/**
 * C-017 (decision): the full /hvac-controls-operations list shows every thermostat: the online ones in
 * the tile's order (local overrides first, then hottest first), then the offline ones in the same order.
 */
export function hvacPageRows<T extends HvacTileCandidate>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.online === b.online ? compareHvacTile(a, b) : a.online ? -1 : 1));
}

export type HvacBack = 'today' | 'equipments';

/** The back link of the page (prev=today|equipments, spec 2 §2); none without prev. */
export function hvacBackLink(
  prev: HvacBack | undefined,
): { to: '/today' | '/equipment'; label: string } | null {
  if (prev === 'today') return { to: '/today', label: 'Back to Today' };
  if (prev === 'equipments') return { to: '/equipment', label: 'Back to Equipment' };
  return null;
}

/** The deadband in the thermostat's own unit (°F degrees are 1.8 times smaller). */
const deadband = (unit: 'C' | 'F') => (unit === 'F' ? SETPOINT_DEADBAND_C * 1.8 : SETPOINT_DEADBAND_C);

/**
 * A-081 (decided): why a thermostat is listed under /hvac-controls-operations/{issues}: offline, under
 * local override, in manual (calibration) mode, or, online and not off, a temperature outside its set
 * points by more than the compliance deadband (1.5 °C, docs/analytics.md "HVAC set-point compliance").
 */
export function hvacIssues(
  r: Pick<
    ControllableHvac,
    | 'online'
    | 'localOverride'
    | 'workingMode'
    | 'mode'
    | 'temperature'
    | 'heatSetPoint'
    | 'coolSetPoint'
    | 'temperatureUnit'
  >,
): string[] {
  if (!r.online) return ['Offline'];
  const out: string[] = [];
  if (r.localOverride) out.push('Local override');
  if (r.workingMode === 'CALIBRATION' || r.workingMode === 'MANUAL') out.push('Manual mode');
  if (r.temperature !== null && r.mode !== 'off') {
    const d = deadband(r.temperatureUnit);
    const low = r.mode === 'cooling' ? r.coolSetPoint : r.heatSetPoint;
    const high = r.mode === 'heating' ? r.heatSetPoint : r.coolSetPoint;
    if (r.temperature < low - d || r.temperature > high + d) out.push('Off set point');
  }
  return out;
}
