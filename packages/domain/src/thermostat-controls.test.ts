import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextThermostatMode,
  OVERRIDE_STATES,
  overrideStates,
  THERMOSTAT_MODE_CYCLE,
} from './thermostat-controls';

const base = {
  workingMode: 'SCHEDULE',
  localAdjustmentOverride: null,
  maintenanceState: 'NORMAL',
  timetableActiveState: 'OCCUPIED',
};

describe('nextThermostatMode (G-014)', () => {
  it('steps off → cooling → heating → auto → off', () => {
    expect(nextThermostatMode('off')).toBe('cooling');
    expect(nextThermostatMode('cooling')).toBe('heating');
    expect(nextThermostatMode('heating')).toBe('auto');
    expect(nextThermostatMode('auto')).toBe('off');
    expect(nextThermostatMode(null)).toBe('off');
  });

  it('comes back to the start after one full cycle, from any mode', () => {
    fc.assert(
      fc.property(fc.constantFrom(...THERMOSTAT_MODE_CYCLE), (m) => {
        let x: string = m;
        for (let i = 0; i < THERMOSTAT_MODE_CYCLE.length; i++) x = nextThermostatMode(x);
        expect(x).toBe(m);
      }),
    );
  });
});

describe('overrideStates (G-015)', () => {
  it('is empty for a unit on its schedule', () => {
    expect(overrideStates(base)).toEqual([]);
  });

  it('names each state from its field', () => {
    expect(overrideStates({ ...base, workingMode: 'FORCED_ON' })).toEqual(['FORCED_ON']);
    expect(overrideStates({ ...base, workingMode: 'FORCED_OFF' })).toEqual(['FORCED_OFF']);
    expect(overrideStates({ ...base, workingMode: 'CALIBRATION' })).toEqual(['MANUAL_MODE']);
    expect(overrideStates({ ...base, maintenanceState: 'IN_MAINTENANCE' })).toEqual(['MAINTENANCE']);
    expect(
      overrideStates({
        ...base,
        workingMode: 'LOCAL_ADJUSTMENT',
        localAdjustmentOverride: 'Keypad',
        timetableActiveState: 'LOCAL_ADJUSTMENT',
      }),
    ).toEqual(['LOCAL_OVERRIDE', 'LOCAL_ADJUSTMENT']);
  });

  it('always answers in the order of OVERRIDE_STATES, without repeats', () => {
    fc.assert(
      fc.property(
        fc.record({
          workingMode: fc.option(
            fc.constantFrom('SCHEDULE', 'FORCED_ON', 'FORCED_OFF', 'CALIBRATION', 'LOCAL_ADJUSTMENT'),
          ),
          localAdjustmentOverride: fc.option(fc.string()),
          maintenanceState: fc.option(fc.constantFrom('NORMAL', 'normal', 'SERVICE')),
          timetableActiveState: fc.option(fc.constantFrom('OCCUPIED', 'LOCAL_ADJUSTMENT')),
        }),
        (s) => {
          const out = overrideStates(s);
          const idx = out.map((x) => OVERRIDE_STATES.indexOf(x));
          expect(idx).toEqual([...new Set(idx)].sort((a, b) => a - b));
        },
      ),
    );
  });
});
