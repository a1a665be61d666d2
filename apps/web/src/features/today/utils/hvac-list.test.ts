import { describe, expect, it } from 'vitest';
import { hvacBackLink, hvacIssues, hvacPageRows } from './hvac-list';

const t = (id: number, temperature: number, online = true, localOverride = false) => ({
  thermostatId: id,
  equipmentTitle: `E${id}`,
  temperature,
  online,
  localOverride,
});

describe('hvacPageRows (C-017)', () => {
  it('lists online thermostats in tile order, then offline ones', () => {
    const rows = hvacPageRows([
      t(1, 30, false),
      t(2, 20),
      t(3, 25),
      t(4, 10, true, true),
      t(5, 35, false, true),
    ]);
    expect(rows.map((r) => r.thermostatId)).toEqual([4, 3, 2, 5, 1]);
  });
});

describe('hvacBackLink', () => {
  it('goes back to where the user came from', () => {
    expect(hvacBackLink('today')).toEqual({ to: '/today', label: 'Back to Today' });
    expect(hvacBackLink('equipments')?.to).toBe('/equipment');
    expect(hvacBackLink(undefined)).toBeNull();
  });
});

describe('hvacIssues (A-081: /hvac-controls-operations/{issues})', () => {
  const base = {
    online: true,
    localOverride: false,
    workingMode: 'SCHEDULE',
    mode: 'auto' as const,
    temperature: 22,
    heatSetPoint: 20,
    coolSetPoint: 24,
    temperatureUnit: 'C' as const,
  };
  it('names offline, local override, manual mode and a temperature beyond the deadband', () => {
    expect(hvacIssues(base)).toEqual([]);
    expect(hvacIssues({ ...base, online: false })).toEqual(['Offline']);
    expect(hvacIssues({ ...base, localOverride: true, workingMode: 'CALIBRATION' })).toEqual([
      'Local override',
      'Manual mode',
    ]);
    expect(hvacIssues({ ...base, temperature: 25.5 })).toEqual([]);
    expect(hvacIssues({ ...base, temperature: 25.6 })).toEqual(['Off set point']);
    expect(hvacIssues({ ...base, mode: 'heating', temperature: 22 })).toEqual(['Off set point']);
    expect(hvacIssues({ ...base, mode: 'off', temperature: 40 })).toEqual([]);
    // °F: the deadband is 2.7 °F.
    expect(
      hvacIssues({ ...base, temperatureUnit: 'F', heatSetPoint: 68, coolSetPoint: 75, temperature: 77.6 }),
    ).toEqual([]);
    expect(
      hvacIssues({ ...base, temperatureUnit: 'F', heatSetPoint: 68, coolSetPoint: 75, temperature: 77.8 }),
    ).toEqual(['Off set point']);
  });
});
