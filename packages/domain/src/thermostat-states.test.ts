import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THERMOSTAT_STATE_TEXTS, thermostatStates } from './thermostat-states';

describe('thermostatStates', () => {
  it('maps each sample condition to its tooltip text', () => {
    expect(thermostatStates({ online: false, mode: 'off' })).toEqual(['Offline']);
    expect(thermostatStates({ online: true, maintenanceState: 'ACTIVE' })).toEqual(['Maintenance Mode']);
    expect(thermostatStates({ online: true, maintenanceState: 'NORMAL', mode: 'off' })).toEqual([
      'Thermostat Controls Off',
    ]);
    expect(thermostatStates({ overrideForcedOffValue: 0.15 })).toEqual(['Forced Off']);
    expect(thermostatStates({ overrideForcedOnValue: 0.15, overrideForcedOffValue: 0 })).toEqual([
      'Forced On',
    ]);
    expect(thermostatStates({ workingMode: 'CALIBRATION' })).toEqual(['Manual Mode']);
    expect(thermostatStates({ workingMode: 'LOCAL_ADJUSTMENT' })).toEqual(['Local Override']);
    expect(thermostatStates({ isLocalOverrideActive: true, workingMode: 'SCHEDULE' })).toEqual([
      'Local Override',
    ]);
    expect(thermostatStates({ online: true, mode: 'cooling', workingMode: 'SCHEDULE' })).toEqual([]);
  });

  it('lists states in the fixed order, each once, and offline alone', () => {
    const sample = fc.record({
      online: fc.option(fc.boolean()),
      mode: fc.option(fc.constantFrom('off', 'cooling', 'heating', 'auto')),
      workingMode: fc.option(fc.constantFrom('SCHEDULE', 'CALIBRATION', 'LOCAL_ADJUSTMENT', 'FORCED_ON')),
      maintenanceState: fc.option(fc.constantFrom('NORMAL', 'ACTIVE')),
      overrideForcedOffValue: fc.option(fc.constantFrom(0, 0.15)),
      overrideForcedOnValue: fc.option(fc.constantFrom(0, 0.15)),
    });
    fc.assert(
      fc.property(sample, (s) => {
        const out = thermostatStates(s);
        const idx = out.map((t) => THERMOSTAT_STATE_TEXTS.indexOf(t));
        expect([...idx].sort((a, b) => a - b)).toEqual(idx);
        expect(new Set(out).size).toBe(out.length);
        if (s.online === false) expect(out).toEqual(['Offline']);
        else expect(out).not.toContain('Offline');
      }),
    );
  });
});
