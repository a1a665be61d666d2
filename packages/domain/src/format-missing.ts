/**
 * Placeholders for values the data does not have (spec 1 §8, A-132/A-133): '-' for a missing number,
 * date or duration (a measurement that is absent), 'N/A' for an attribute that does not apply or is
 * unknown (a vendor, a model, a unit).
 */
export const MISSING_VALUE = '-';
export const NOT_AVAILABLE = 'N/A';

/** A finite number, or not worth formatting. */
export function isPresentNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Text, or 'N/A' when it is empty or absent. */
export function textOrNotAvailable(value: string | null | undefined): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : NOT_AVAILABLE;
}
