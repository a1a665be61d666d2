import { z } from 'zod';
import { EscalateAfterMinutes, type Evaluation, escalationMs, MINUTE } from './rules';

// DEVICE_OFFLINE (spec 2 §4 Connectivity): a device is offline when it has not reported for longer
// than the sentinel's threshold, when its status is INACTIVE, or when it never reported at all (a
// 1970-epoch timestamp means no data). Evaluated by the engine's periodic sweep, not on ingest:
// silence produces no readings to react to.

export const DeviceOfflineParams = z.object({
  offlineMinutes: z.number().positive().max(10_080),
  escalateAfterMinutes: EscalateAfterMinutes,
});
export type DeviceOfflineParams = z.infer<typeof DeviceOfflineParams>;

/** Timestamps before this are the 1970 placeholder some devices send for "no data". */
export const NO_DATA_BEFORE = Date.UTC(1971, 0, 1);

export interface DeviceState {
  kind: 'SENSOR' | 'GATEWAY' | 'THERMOSTAT';
  id: number;
  equipmentId: number | null;
  /** INACTIVE counts as offline whatever its last timestamp. */
  inactive: boolean;
  /** Epoch ms of the newest data, or null. */
  lastSeenAt: number | null;
}

export interface OfflineDevice extends DeviceState {
  /** Since when the device has been silent (its last data, or when watching began if it never reported). */
  since: number;
}

export type OfflineEvaluation = Evaluation & { offline: OfflineDevice[] };

/** Whether a timestamp carries data at all (null and the 1970 placeholder do not). */
export const hasData = (ts: number | null): ts is number => ts !== null && ts >= NO_DATA_BEFORE;

/** Since when the device is offline at `now`, or null when it is online. */
export function offlineSince(
  d: DeviceState,
  now: number,
  thresholdMs: number,
  watchingSince: number,
): number | null {
  // A device that never reported is silent since the sentinel began watching it.
  const since = hasData(d.lastSeenAt) ? Math.max(d.lastSeenAt, watchingSince) : watchingSince;
  if (d.inactive) return Math.min(since, now);
  return now - since > thresholdMs ? since : null;
}

/**
 * The devices offline at `now` and the sentinel's state: BREACH (from the earliest silence) while any
 * device has been offline longer than the threshold, OK when none is offline (recovered at `now`),
 * PENDING while an INACTIVE device has not yet been offline for the threshold.
 */
export function evaluateOffline(
  devices: readonly DeviceState[],
  now: number,
  p: DeviceOfflineParams,
  watchingSince: number,
): OfflineEvaluation {
  const requiredMs = p.offlineMinutes * MINUTE;
  const offline: OfflineDevice[] = [];
  for (const d of devices) {
    const since = offlineSince(d, now, requiredMs, watchingSince);
    if (since !== null) offline.push({ ...d, since });
  }
  if (!offline.length) return { state: 'OK', since: now, value: 0, offline };
  const start = Math.min(...offline.map((d) => d.since));
  const duration = now - start;
  if (duration <= requiredMs) return { state: 'PENDING', offline };
  const escalateMs = escalationMs(requiredMs, p.escalateAfterMinutes);
  const escalated = duration > escalateMs;
  return {
    state: 'BREACH',
    start,
    openedAt: start + requiredMs,
    escalatedAt: escalated ? start + escalateMs : null,
    priority: escalated ? 'HIGHEST' : 'HIGH',
    last: now,
    value: offline.length,
    fromFirst: false,
    offline,
  };
}
