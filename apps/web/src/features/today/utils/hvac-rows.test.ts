import { hvacTileRows } from '@sw/domain';
import { describe, expect, it } from 'vitest';
import { controlLabel, currentTemperature, humanize, modeLabel, setPointRange } from './hvac-rows';

const row = (p: Partial<Parameters<typeof setPointRange>[0]> = {}) => ({
  mode: 'auto',
  heatSetPoint: 19,
  coolSetPoint: 24.5,
  temperature: 22.25,
  temperatureUnit: 'C' as const,
  localOverride: false,
  controlMode: 'SCHEDULE',
  ...p,
});

describe('HVAC tile cells (C-014)', () => {
  it('shows the mode and the set points it uses', () => {
    expect(modeLabel('cooling')).toBe('Cooling');
    expect(setPointRange(row())).toBe('19.0–24.5 °C');
    expect(setPointRange(row({ mode: 'cooling' }))).toBe('24.5 °C');
    expect(setPointRange(row({ mode: 'heating', temperatureUnit: 'F', heatSetPoint: 68 }))).toBe('68.0 °F');
    expect(setPointRange(row({ mode: 'off' }))).toBe('-');
  });
  it('shows the temperature with its unit, or - when unknown', () => {
    expect(currentTemperature(row())).toBe('22.3 °C');
    expect(currentTemperature(row({ temperature: null }))).toBe('-');
  });
  it('shows a local override before the control mode', () => {
    expect(controlLabel(row({ localOverride: true }))).toBe('Local override');
    expect(controlLabel(row())).toBe('Schedule');
    expect(humanize('LOCAL_ADJUSTMENT')).toBe('Local adjustment');
  });
});

describe('tile rows (C-012, C-013, via the domain rule)', () => {
  it('keeps 5 online thermostats, local overrides first, then hottest first', () => {
    const t = (
      id: number,
      temperature: number | null,
      p: { online?: boolean; localOverride?: boolean } = {},
    ) => ({
      thermostatId: id,
      equipmentTitle: `E${id}`,
      temperature,
      temperatureUnit: 'C' as const,
      online: p.online ?? true,
      localOverride: p.localOverride ?? false,
    });
    const rows = hvacTileRows([
      t(1, 20),
      t(2, 30, { online: false }),
      t(3, 18, { localOverride: true }),
      t(4, 25),
      t(5, null),
      t(6, 22),
      t(7, 21),
    ]);
    expect(rows.map((r) => r.thermostatId)).toEqual([3, 4, 6, 7, 1]);
  });
});
