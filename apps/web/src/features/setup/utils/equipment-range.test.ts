import { describe, expect, it } from 'vitest';
import { formatTempRange } from './equipment-range';

describe('compliance range', () => {
  it('shows a range only with both ends', () => {
    expect(formatTempRange(-25, -18)).toBe('-25 to -18 °C');
    expect(formatTempRange(2.5, 8)).toBe('2.5 to 8 °C');
    expect(formatTempRange(2, null)).toBeNull();
  });
});
