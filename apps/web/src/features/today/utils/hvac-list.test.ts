import { describe, expect, it } from 'vitest';
import { hvacBackLink, hvacPageRows } from './hvac-list';

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
