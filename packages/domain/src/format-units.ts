import { isPresentNumber, MISSING_VALUE } from './format-missing';
import { formatNumber } from './format-number';

export type TemperatureUnit = 'C' | 'F';
export type MeasurementSystem = 'METRIC' | 'IMPERIAL';

/** Square feet in one square metre (exact: 1 ft = 0.3048 m). */
export const SQUARE_FEET_PER_SQUARE_METRE = 1 / (0.3048 * 0.3048);

/** A temperature in °C expressed in the user's unit. */
export function convertTemperature(celsius: number, unit: TemperatureUnit): number {
  return unit === 'F' ? (celsius * 9) / 5 + 32 : celsius;
}

/**
 * A temperature difference (a deviation, a range width) in the user's unit: it scales but does not
 * shift, so a 2 °C spread is a 3.6 °F spread, not 35.6 °F.
 */
export function convertTemperatureDelta(celsius: number, unit: TemperatureUnit): number {
  return unit === 'F' ? (celsius * 9) / 5 : celsius;
}

export const temperatureLabel = (unit: TemperatureUnit) => (unit === 'F' ? '°F' : '°C');

/** '21.5 °C' or '70.7 °F' from a value in °C; '-' when missing. */
export function formatTemperature(celsius: number | null | undefined, unit: TemperatureUnit): string {
  if (!isPresentNumber(celsius)) return MISSING_VALUE;
  return `${formatNumber(convertTemperature(celsius, unit))} ${temperatureLabel(unit)}`;
}

/** '3.6 °F' for a 2 °C difference; '-' when missing. */
export function formatTemperatureDelta(celsius: number | null | undefined, unit: TemperatureUnit): string {
  if (!isPresentNumber(celsius)) return MISSING_VALUE;
  return `${formatNumber(convertTemperatureDelta(celsius, unit))} ${temperatureLabel(unit)}`;
}

/** The area unit label of a measurement system (the spec writes 'm2'). */
export const areaUnit = (system: MeasurementSystem) => (system === 'IMPERIAL' ? 'ft2' : 'm2');

/** An area in m2 expressed in the system's unit. */
export function convertArea(squareMetres: number, system: MeasurementSystem): number {
  return system === 'IMPERIAL' ? squareMetres * SQUARE_FEET_PER_SQUARE_METRE : squareMetres;
}

/** '1,234.5 m2' or '13,287.9 ft2' from m2; '-' when missing. */
export function formatArea(squareMetres: number | null | undefined, system: MeasurementSystem): string {
  if (!isPresentNumber(squareMetres)) return MISSING_VALUE;
  return `${formatNumber(convertArea(squareMetres, system))} ${areaUnit(system)}`;
}

/**
 * A per-area quantity (EUI in kWh/m2) in the system's unit: per square foot is per square metre
 * divided by 10.76…, since each square foot is a smaller share of the floor.
 */
export function convertPerArea(perSquareMetre: number, system: MeasurementSystem): number {
  return system === 'IMPERIAL' ? perSquareMetre / SQUARE_FEET_PER_SQUARE_METRE : perSquareMetre;
}

/** 'kWh/m2' or 'kWh/ft2' for a quantity unit. */
export const perAreaUnit = (quantityUnit: string, system: MeasurementSystem) =>
  `${quantityUnit}/${areaUnit(system)}`;
