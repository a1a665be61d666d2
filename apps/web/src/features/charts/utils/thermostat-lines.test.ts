import { describe, expect, it } from 'vitest';
import { defaultTemperatureAxis, thermostatLines } from './thermostat-lines';

const T0 = Date.UTC(2026, 5, 10, 8) / 1000;
const sample = (i: number, extra: object = {}) => ({
  time: new Date((T0 + i * 120) * 1000).toISOString(),
  timestamp: T0 + i * 120,
  temperature: 20,
  coolSetPoint: 24,
  heatSetPoint: 19,
  temperatureUnit: 'C',
  ...extra,
});

describe('thermostatLines', () => {
  it("converts temperatures to the user's unit and reads the control periods", () => {
    const lines = thermostatLines(
      [
        sample(0),
        sample(1, { workingMode: 'LOCAL_ADJUSTMENT', timetableActiveState: 'LOCAL_ADJUSTMENT' }),
        sample(2, { workingMode: 'LOCAL_ADJUSTMENT', timetableActiveState: 'LOCAL_ADJUSTMENT' }),
        sample(3, { overrideForcedOnValue: 0.15 }),
        sample(4),
      ],
      'F',
      'UTC',
    );
    expect(lines.temperature[0]).toBe(68);
    expect(lines.cool[0]).toBe(75.2);
    const at = (i: number) => (T0 + i * 120) * 1000;
    expect(lines.bands['Local Override']).toEqual([{ start: at(1), end: at(3) }]);
    expect(lines.localAdjustment).toEqual([{ start: at(1), end: at(3) }]);
    expect(lines.bands['Forced On']).toEqual([{ start: at(3), end: at(4) }]);
    expect(lines.bands['Manual Mode']).toEqual([]);
  });

  it('reads °F samples back to the user unit', () => {
    const lines = thermostatLines([sample(0, { temperature: 68, temperatureUnit: 'F' })], 'C', 'UTC');
    expect(lines.temperature[0]).toBe(20);
    expect(defaultTemperatureAxis('F')).toEqual({ min: 32, max: 212 });
  });
});
