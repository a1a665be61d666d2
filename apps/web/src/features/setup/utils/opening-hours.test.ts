import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromClock, toClock } from './opening-hours';

describe('opening hours as clock times', () => {
  it('reads and writes HH:mm, 24:00 included', () => {
    expect(fromClock('8:30')).toBe(510);
    expect(fromClock('24:00')).toBe(1440);
    expect(fromClock('24:01')).toBeNull();
    expect(fromClock('12:75')).toBeNull();
    expect(fromClock('noon')).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 1440 }), (m) => fromClock(toClock(m)) === m));
  });
});
