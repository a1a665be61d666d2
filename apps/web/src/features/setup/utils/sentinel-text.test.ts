import type { SetupSentinel } from '@sw/contracts/setup';
import { describe, expect, it } from 'vitest';
import {
  conditionText,
  durationText,
  escalationText,
  reasonText,
  requiredMinutes,
  watchesText,
} from './sentinel-text';

const sentinel = (over: Partial<SetupSentinel>): SetupSentinel => ({
  id: 1,
  sentinelType: 'TEMPERATURE_RANGE',
  title: 'Cooler temperature out of range',
  description: null,
  muted: false,
  siteId: 1,
  siteTitle: 'Store',
  equipmentId: 5,
  equipmentTitle: 'Walk-in Cooler',
  equipmentIds: [5],
  spaceId: null,
  sensorIds: [10],
  params: {},
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

const lookups = {
  sensorTitle: (id: number) => ({ 10: 'Temperature', 11: 'Door', 12: 'Main Meter' })[id],
  thermostatTitle: (id: number) => (id === 7 ? 'RTU 1 Thermostat' : undefined),
};

describe('sentinel text', () => {
  it('writes durations in minutes, hours and days', () => {
    expect(durationText(15)).toBe('15 min');
    expect(durationText(60)).toBe('1 h');
    expect(durationText(90)).toBe('1 h 30 min');
    expect(durationText(135)).toBe('2 h 15 min');
    expect(durationText(10_080)).toBe('7 d');
    expect(durationText(1530)).toBe('1 d 1 h 30 min');
    expect(durationText(undefined)).toBe('?');
  });

  it("says each type's condition in words", () => {
    expect(
      conditionText('TEMPERATURE_RANGE', { min: 0, max: 5, durationMinutes: 15, ignoreDuringDefrost: true }),
    ).toBe('Outside 0–5 °C for more than 15 min; defrost cycles tolerated');
    expect(conditionText('TEMPERATURE_RANGE', { min: -25, max: -18, durationMinutes: 45 })).toBe(
      'Outside −25 to −18 °C for more than 45 min',
    );
    expect(conditionText('DOOR_OPEN', { maxOpenMinutes: 10 })).toBe('Door open more than 10 min');
    expect(conditionText('DEVICE_OFFLINE', { offlineMinutes: 30, thermostatIds: [7] })).toBe(
      'No data for 30 min',
    );
    expect(
      conditionText('ENERGY_BASELINE', { thresholdPct: 25, baselineDays: 28, durationMinutes: 180 }),
    ).toBe('Energy 25 % above the 28-day baseline for 3 h');
    // The engine judges energy per whole hour: 100 minutes is 2 hours.
    expect(conditionText('ENERGY_BASELINE', { thresholdPct: 40, durationMinutes: 100 })).toBe(
      'Energy 40 % above the 28-day baseline for 2 h',
    );
    expect(
      conditionText('SETPOINT_DEVIATION', { thermostatId: 7, maxDeviation: 2, durationMinutes: 30 }),
    ).toBe('More than 2 °C from the set point for 30 min');
    expect(conditionText('TEMPERATURE_RANGE', {})).toBe('Outside ?–? °C for more than ?');
  });

  it("escalates at three times the duration the engine requires, on the type's ladder", () => {
    expect(escalationText('TEMPERATURE_RANGE', { min: 0, max: 5, durationMinutes: 15 })).toBe(
      'High after 15 min, Critical after 45 min',
    );
    // Defrosts tolerated: a breach must outlast 45 minutes.
    expect(requiredMinutes('TEMPERATURE_RANGE', { durationMinutes: 15, ignoreDuringDefrost: true })).toBe(45);
    expect(
      escalationText('TEMPERATURE_RANGE', { min: 0, max: 5, durationMinutes: 15, ignoreDuringDefrost: true }),
    ).toBe('High after 45 min, Critical after 2 h 15 min');
    expect(escalationText('DOOR_OPEN', { maxOpenMinutes: 10 })).toBe(
      'High after 10 min, Critical after 30 min',
    );
    expect(escalationText('DEVICE_OFFLINE', { offlineMinutes: 30 })).toBe(
      'Low after 30 min, High after 1 h 30 min',
    );
    expect(escalationText('ENERGY_BASELINE', { thresholdPct: 25, durationMinutes: 180 })).toBe(
      'Low after 3 h, High after 9 h',
    );
    expect(escalationText('SETPOINT_DEVIATION', {})).toBe('Low, then High');
  });

  it('names what a sentinel watches', () => {
    expect(watchesText(sentinel({}), lookups)).toEqual({ main: 'Walk-in Cooler', detail: 'Temperature' });
    expect(
      watchesText(
        sentinel({
          sentinelType: 'DEVICE_OFFLINE',
          equipmentId: null,
          equipmentTitle: null,
          sensorIds: [10, 11, 12],
          params: { offlineMinutes: 30, thermostatIds: [7] },
        }),
        lookups,
      ),
    ).toEqual({ main: 'Whole site', detail: '3 sensors, 1 thermostat' });
    expect(
      watchesText(
        sentinel({
          sentinelType: 'ENERGY_BASELINE',
          equipmentId: null,
          equipmentTitle: null,
          sensorIds: [12],
        }),
        lookups,
      ),
    ).toEqual({ main: 'Main Meter', detail: null });
    expect(
      watchesText(
        sentinel({
          sentinelType: 'SETPOINT_DEVIATION',
          equipmentTitle: 'RTU 1',
          sensorIds: [],
          params: { thermostatId: 7 },
        }),
        lookups,
      ),
    ).toEqual({ main: 'RTU 1', detail: 'Thermostat' });
    expect(watchesText(sentinel({ equipmentTitle: 'Walk-in', sensorIds: [10, 11] }), lookups)).toEqual({
      main: 'Walk-in',
      detail: 'Temperature, Door',
    });
  });

  it("writes the server's reasons in plain case", () => {
    expect(reasonText('no TEMPERATURE sensor')).toBe('no temperature sensor');
    expect(reasonText('no thermostat')).toBe('no thermostat');
  });
});

describe('a sentinel’s own escalation', () => {
  it('escalates when the sentinel says, never before it opens; energy in whole hours', () => {
    expect(escalationText('DOOR_OPEN', { maxOpenMinutes: 10, escalateAfterMinutes: 20 })).toMatch(
      /after 20 min$/,
    );
    expect(escalationText('DOOR_OPEN', { maxOpenMinutes: 10, escalateAfterMinutes: 5 })).toMatch(
      /after 10 min$/,
    );
    expect(
      escalationText('ENERGY_BASELINE', { durationMinutes: 60, escalateAfterMinutes: 90, thresholdPct: 20 }),
    ).toMatch(/after 2 h$/);
  });
});
