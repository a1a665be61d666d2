import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOffset, listTimezones, offsetMinutes } from './timezones';

describe('time zones', () => {
  it('formats offsets as ±HH:MM', () => {
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(60)).toBe('+01:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-210)).toBe('-03:30');
    fc.assert(
      fc.property(fc.integer({ min: -16 * 60, max: 16 * 60 }), (m) => {
        const [, sign, hh, mm] = /^([+-])(\d{2}):(\d{2})$/.exec(formatOffset(m))!;
        expect((sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm))).toBe(m);
      }),
    );
  });

  it('reads offsets that follow daylight saving', () => {
    expect(offsetMinutes('Europe/London', new Date('2026-01-15T12:00:00Z'))).toBe(0);
    expect(offsetMinutes('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutes('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes('Asia/Kolkata', new Date('2026-01-15T12:00:00Z'))).toBe(330);
    expect(offsetMinutes('UTC', new Date())).toBe(0);
  });

  it('lists every zone once, UTC included, ordered by offset then name', () => {
    const list = listTimezones(new Date('2026-07-15T12:00:00Z'));
    expect(list.length).toBeGreaterThan(300);
    expect(new Set(list.map((z) => z.title)).size).toBe(list.length);
    expect(list).toContainEqual({ title: 'UTC', offset: '+00:00', offsetMinutes: 0 });
    expect(list).toContainEqual({ title: 'Europe/Paris', offset: '+02:00', offsetMinutes: 120 });
    expect(list).toContainEqual({ title: 'Asia/Kolkata', offset: '+05:30', offsetMinutes: 330 });
    expect(list.map((z) => z.title)).not.toContain('Asia/Calcutta');
    for (let i = 1; i < list.length; i++)
      expect(list[i]!.offsetMinutes).toBeGreaterThanOrEqual(list[i - 1]!.offsetMinutes);
  });
});
