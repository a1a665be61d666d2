import { describe, expect, it } from 'vitest';
import { PARAM_FIELDS, paramsBody, paramValues } from './sentinel-params';

describe('sentinel params', () => {
  it('starts a new sentinel from usual values, leaving the range to choose', () => {
    expect(paramValues('TEMPERATURE_RANGE')).toEqual({
      min: '',
      max: '',
      durationMinutes: 15,
      ignoreDuringDefrost: false,
      escalateAfterMinutes: '',
    });
    expect(paramValues('ENERGY_BASELINE')).toEqual({
      thresholdPct: 25,
      baselineDays: 28,
      durationMinutes: 180,
      escalateAfterMinutes: '',
    });
  });

  it("reads a stored sentinel's params, and sends only the type's own fields", () => {
    const stored = { offlineMinutes: 30, thermostatIds: [4, 5] };
    const values = paramValues('DEVICE_OFFLINE', stored);
    expect(values).toEqual({ offlineMinutes: 30, escalateAfterMinutes: '' });
    // The thermostats are the target: never sent back.
    expect(paramsBody('DEVICE_OFFLINE', { ...values, offlineMinutes: 45 })).toEqual({ offlineMinutes: 45 });
    expect(
      paramValues('TEMPERATURE_RANGE', { min: -25, max: -18, durationMinutes: 45, escalateAfterMinutes: 60 }),
    ).toEqual({
      min: -25,
      max: -18,
      durationMinutes: 45,
      ignoreDuringDefrost: false,
      escalateAfterMinutes: 60,
    });
  });

  it('leaves out an empty or half-typed number so the server names it under its field', () => {
    expect(
      paramsBody('TEMPERATURE_RANGE', { min: '-', max: '', durationMinutes: 20, ignoreDuringDefrost: true }),
    ).toEqual({ durationMinutes: 20, ignoreDuringDefrost: true });
  });

  it("shows the engine's limits", () => {
    const energy = Object.fromEntries(PARAM_FIELDS.ENERGY_BASELINE.map((f) => [f.key, [f.min, f.max]]));
    expect(energy).toEqual({
      thresholdPct: [1, 1000],
      baselineDays: [14, 91],
      durationMinutes: [1, 10_080],
      escalateAfterMinutes: [1, 43_200],
    });
  });
});
