import { describe, expect, it } from 'vitest';
import { energyDataFaulty } from './energy-device';

const m = (total: number, online: number) => ({ total, online, offline: total - online });

describe('energyDataFaulty (C-028)', () => {
  it('is faulty when the main meter (or any sub-meter the figure reads) is offline', () => {
    expect(energyDataFaulty(m(1, 0))).toBe(true);
    expect(energyDataFaulty(m(3, 2))).toBe(true);
  });

  it('is not faulty when every meter reports', () => {
    expect(energyDataFaulty(m(1, 1))).toBe(false);
    expect(energyDataFaulty(m(4, 4))).toBe(false);
  });

  it('is not faulty without meters or before the status is known', () => {
    expect(energyDataFaulty(m(0, 0))).toBe(false);
    expect(energyDataFaulty(undefined)).toBe(false);
  });
});
