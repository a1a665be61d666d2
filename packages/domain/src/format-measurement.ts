import { isPresentNumber, MISSING_VALUE } from './format-missing';
import { formatNumber } from './format-number';

// A measured value with its unit, at the unit's precision (issue 9: a saved comment showed
// '3.299788542941148 °C'). Spec 1 §9 gives one decimal; units counted in whole steps show none.

/** Decimals per unit; any unit not listed takes the spec's one decimal. */
export const UNIT_DECIMALS: Readonly<Record<string, number>> = {
  '°C': 1,
  '°F': 1,
  C: 1,
  F: 1,
  kW: 1,
  kWh: 1,
  '%': 0,
  '% RH': 0,
  '%RH': 0,
  ppm: 0,
  lux: 0,
  lx: 0,
  W: 0,
  Wh: 0,
};

export const unitDecimals = (unit: string | null | undefined): number =>
  UNIT_DECIMALS[(unit ?? '').trim()] ?? 1;

/**
 * '3.3 °C', '1,234.5 kWh', '45 %': the value at its unit's precision with comma thousands; a value
 * sent as text (comments store it so) is read as a number first; '-' when it is not a number.
 */
export function formatMeasurement(value: number | string | null | undefined, unit?: string | null): string {
  const n = typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value;
  if (!isPresentNumber(n)) return MISSING_VALUE;
  const text = formatNumber(n, unitDecimals(unit));
  const u = unit?.trim();
  return u ? `${text} ${u}` : text;
}
