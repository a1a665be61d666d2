/**
 * Live values pushed by the real-time channels (spec 3 §4): both transports may deliver the same
 * message twice and in any order (B-022: they are not de-duplicated), so a held value only ever moves
 * forward in time. Applying a message twice changes nothing, and a set of messages gives the same
 * held time whatever order they arrive in.
 */

/** Anything stamped with an instant in epoch milliseconds. */
export interface Timestamped {
  readonly timestamp: number;
}

/** An instant that can be compared; a missing or non-finite stamp is older than anything. */
const stamp = (v: Timestamped): number =>
  Number.isFinite(v.timestamp) ? v.timestamp : Number.NEGATIVE_INFINITY;

/**
 * B-017: a device-status update is applied only if it is newer than the status held. An update with
 * the same instant as the held status is not applied (the held one stays); an update without a valid
 * instant is never applied.
 */
export function applyDeviceStatus<T extends Timestamped>(held: T, update: T): T;
export function applyDeviceStatus<T extends Timestamped>(held: T | undefined, update: T): T | undefined;
export function applyDeviceStatus<T extends Timestamped>(held: T | undefined, update: T): T | undefined {
  const at = stamp(update);
  if (at === Number.NEGATIVE_INFINITY) return held;
  return held === undefined || at > stamp(held) ? update : held;
}

/**
 * B-018: a sensor reading replaces the held reading only when its timestamp is not older: a reading
 * of the same instant replaces it (a corrected value), an older one does not. A reading without a
 * valid instant is never taken.
 */
export function applyReading<T extends Timestamped>(held: T, reading: T): T;
export function applyReading<T extends Timestamped>(held: T | undefined, reading: T): T | undefined;
export function applyReading<T extends Timestamped>(held: T | undefined, reading: T): T | undefined {
  const at = stamp(reading);
  if (at === Number.NEGATIVE_INFINITY) return held;
  return held === undefined || at >= stamp(held) ? reading : held;
}

/** The reading to hold after a batch of readings (a SENSOR_READINGS message carries several). */
export function latestReading<T extends Timestamped>(
  held: T | undefined,
  readings: readonly T[],
): T | undefined {
  let out = held;
  for (const r of readings) out = applyReading(out, r);
  return out;
}
