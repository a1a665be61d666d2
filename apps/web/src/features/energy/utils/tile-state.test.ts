import { describe, expect, it } from 'vitest';
import { energyApplicable, energyTileState } from './tile-state';

describe('energy tile states (E-059 … E-061)', () => {
  it('no energy meter in the organisation: not applicable; a failed list does not hide the tiles', () => {
    expect(energyApplicable({ data: [], isError: false })).toBe(false);
    expect(energyApplicable({ data: [{ id: 1 }], isError: false })).toBe(true);
    expect(energyApplicable({ isError: true })).toBe(true);
    expect(energyApplicable({ isError: false })).toBeUndefined();
  });

  it('not applicable wins over everything; then errors, loading, no data, the chart', () => {
    expect(energyTileState({ applicable: false, error: new Error('x'), loaded: true, hasData: true })).toBe(
      'not_applicable',
    );
    expect(energyTileState({ applicable: true, error: new Error('x'), loaded: false, hasData: false })).toBe(
      'error',
    );
    expect(energyTileState({ applicable: undefined, error: null, loaded: true, hasData: true })).toBe(
      'loading',
    );
    expect(energyTileState({ applicable: true, error: null, loaded: false, hasData: false })).toBe('loading');
    expect(energyTileState({ applicable: true, error: null, loaded: true, hasData: false })).toBe('empty');
    expect(energyTileState({ applicable: true, error: null, loaded: true, hasData: true })).toBe('ready');
  });
});
