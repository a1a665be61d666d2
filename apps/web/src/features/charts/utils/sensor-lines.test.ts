import { describe, expect, it } from 'vitest';
import { sensorLine } from './sensor-lines';

const series = (unit: string) => ({
  sensorId: 7,
  sensorType: unit === '°C' ? 'TEMPERATURE' : 'HUMIDITY',
  unit,
  agg: '15m' as const,
  readings: [{ timestamp: 100, value: 20, min: 19, max: 21 }],
});

describe('sensorLine', () => {
  it("shows temperatures in the user's unit and other values as stored", () => {
    expect(sensorLine('Cooler', series('°C'), 'F')).toMatchObject({
      unit: '°F',
      points: [{ t: 100_000, v: 68 }],
    });
    expect(sensorLine('Cooler', series('°C'), 'C').points[0]?.v).toBe(20);
    expect(sensorLine('Room', series('%RH'), 'F')).toMatchObject({ unit: '%RH', valueType: 'HUMIDITY' });
  });
});
