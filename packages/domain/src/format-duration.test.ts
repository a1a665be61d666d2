import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatDurationBetween } from './format-duration';

const MIN = 60_000;

describe('formatDuration (spec 1 §9: hours and minutes)', () => {
  it.each([
    [0, '0m'],
    [59_999, '0m'],
    [45 * MIN, '45m'],
    [60 * MIN, '1h 00m'],
    [125 * MIN, '2h 05m'],
    [26 * 60 * MIN + 30_000, '26h 00m'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it.each([null, undefined, -1, Number.NaN])('shows %s as -', (ms) => {
    expect(formatDuration(ms)).toBe('-');
  });

  it('reads back to the whole minutes elapsed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 * 60 * MIN }), (ms) => {
        const m = /^(?:(\d+)h (\d{2})m|(\d{1,2})m)$/.exec(formatDuration(ms));
        expect(m).not.toBeNull();
        const minutes = m?.[3] !== undefined ? Number(m[3]) : Number(m?.[1]) * 60 + Number(m?.[2]);
        expect(minutes).toBe(Math.floor(ms / MIN));
        if (m?.[2] !== undefined) expect(Number(m[2])).toBeLessThan(60);
      }),
    );
  });

  it('measures between two instants', () => {
    expect(formatDurationBetween('2024-01-01T10:00:00Z', '2024-01-01T12:05:00Z')).toBe('2h 05m');
    expect(formatDurationBetween('2024-01-01T10:00:00Z', null)).toBe('-');
    expect(formatDurationBetween('2024-01-01T12:00:00Z', '2024-01-01T10:00:00Z')).toBe('-');
  });
});
