import { describe, expect, it } from 'vitest';
import { pdfCell } from './pdf';
import { repeatedWallOffset } from './zone-time';

describe('wall times repeated when clocks go back', () => {
  it('carry their offset in the hour that happens twice, and only there', () => {
    // London, 26 October 2025: 01:00–02:00 happens at +01:00, then again at +00:00.
    expect(repeatedWallOffset(new Date('2025-10-26T00:30:00Z'), 'Europe/London')).toBe('+01:00');
    expect(repeatedWallOffset(new Date('2025-10-26T01:30:00Z'), 'Europe/London')).toBe('+00:00');
    expect(repeatedWallOffset(new Date('2025-10-25T23:59:00Z'), 'Europe/London')).toBeNull();
    expect(repeatedWallOffset(new Date('2025-10-26T02:00:00Z'), 'Europe/London')).toBeNull();
    // Clocks going forward skip an hour: nothing is repeated.
    expect(repeatedWallOffset(new Date('2026-03-29T01:30:00Z'), 'Europe/London')).toBeNull();
    // Half-hour zones too: Adelaide goes back at 03:00 ACDT (+10:30) to 02:00 ACST (+09:30).
    expect(repeatedWallOffset(new Date('2026-04-04T16:15:00Z'), 'Australia/Adelaide')).toBe('+10:30');
    expect(repeatedWallOffset(new Date('2026-04-04T17:15:00Z'), 'Australia/Adelaide')).toBe('+09:30');
    expect(repeatedWallOffset(new Date('2026-01-01T00:00:00Z'), 'Asia/Kolkata')).toBeNull();
  });

  it('so a PDF row of the repeated hour says which one it is', () => {
    const column = { key: 'at', header: 'Time', type: 'datetime' as const };
    expect(pdfCell(new Date('2025-10-26T00:30:00Z'), column, 'Europe/London')).toBe(
      '2025-10-26 01:30 +01:00',
    );
    expect(pdfCell(new Date('2025-10-26T01:30:00Z'), column, 'Europe/London')).toBe(
      '2025-10-26 01:30 +00:00',
    );
    expect(pdfCell(new Date('2025-10-26T03:30:00Z'), column, 'Europe/London')).toBe('2025-10-26 03:30');
  });
});
