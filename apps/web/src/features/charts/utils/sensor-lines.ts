import type { OperationalSeries } from '@sw/contracts';
import { convertTemperature, type TemperatureUnit, temperatureLabel } from '@sw/domain';

export interface SensorLine {
  sensorId: number;
  title: string;
  unit: string;
  valueType: string;
  points: { t: number; v: number }[];
}

/**
 * A sensor's readings as a line in the user's units: temperatures are stored in °C and shown in the
 * user's unit (G-044 decided), other quantities as stored.
 */
export function sensorLine(title: string, series: OperationalSeries, unit: TemperatureUnit): SensorLine {
  const celsius = series.unit === '°C';
  return {
    sensorId: series.sensorId,
    title,
    unit: celsius ? temperatureLabel(unit) : series.unit,
    valueType: series.sensorType,
    points: series.readings.map((r) => ({
      t: r.timestamp * 1000,
      v: celsius ? Math.round(convertTemperature(r.value, unit) * 100) / 100 : r.value,
    })),
  };
}
