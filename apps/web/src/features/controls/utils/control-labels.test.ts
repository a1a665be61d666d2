import { describe, expect, it } from 'vitest';
import { rememberKey } from '../hooks/use-remembered-modes';
import { vendorModel, workingModeLabel } from './control-labels';

describe('controls labels', () => {
  it("names modes by the spec's texts and shows an unknown one as it is", () => {
    expect(workingModeLabel('CALIBRATION')).toBe('Manual Mode');
    expect(workingModeLabel('FORCED_OFF')).toBe('Forced Off');
    expect(workingModeLabel('ECO_PLUS')).toBe('ECO_PLUS');
    expect(workingModeLabel(null)).toBe('-');
  });

  it('prefixes the model with the vendor (G-011)', () => {
    expect(vendorModel('Thermaview', 'TV-700')).toBe('Thermaview TV-700');
    expect(vendorModel('Thermaview', null)).toBe('Thermaview');
    expect(vendorModel(null, 'TV-700')).toBe('TV-700');
  });
});

describe('remembered modes (G-005)', () => {
  it('keys a control by its equipment, a board by its kind and id', () => {
    expect(rememberKey({ equipmentId: 12, kind: 'THERMOSTAT', id: 3 })).toBe('equipment:12');
    expect(rememberKey({ equipmentId: 12, kind: 'SCHEDULER', id: 9 })).toBe('equipment:12');
    expect(rememberKey({ equipmentId: null, kind: 'TEMPERATURE', id: 4 })).toBe('TEMPERATURE:4');
  });
});
