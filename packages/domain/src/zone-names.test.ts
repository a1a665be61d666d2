import { describe, expect, it } from 'vitest';
import { currentZoneName } from './zone-names';

describe('current zone names', () => {
  it('gives today’s IANA names, which every runtime accepts', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Paris')).toBe('Europe/Paris');
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const name = currentZoneName(zone);
      const at = new Date('2026-07-01T12:00:00Z');
      const offset = (z: string) =>
        new Intl.DateTimeFormat('en', { timeZone: z, timeZoneName: 'longOffset' }).format(at);
      expect(offset(name)).toBe(offset(zone));
    }
  });
});
