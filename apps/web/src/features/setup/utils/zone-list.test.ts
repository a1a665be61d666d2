import { describe, expect, it } from 'vitest';
import { zoneOffset, zoneOptions } from './zone-list';

describe('time zone options', () => {
  it('lists today’s names with their offsets, ordered by offset', () => {
    const at = new Date('2026-07-15T12:00:00Z');
    const list = zoneOptions(at);
    expect(list).toContainEqual({
      value: 'Asia/Kolkata',
      offsetMinutes: 330,
      label: 'Asia/Kolkata (UTC+05:30)',
    });
    expect(list.find((z) => z.value === 'America/New_York')?.label).toBe('America/New_York (UTC-04:00)');
    expect(list.map((z) => z.value)).not.toContain('Asia/Calcutta');
    expect(zoneOffset('Australia/Adelaide', new Date('2026-01-15T12:00:00Z'))).toBe(630);
    for (let i = 1; i < list.length; i++)
      expect(list[i]!.offsetMinutes).toBeGreaterThanOrEqual(list[i - 1]!.offsetMinutes);
  });
});
