import { describe, expect, it } from 'vitest';
import { RING_RADIUS, ringDash } from './ring';

describe('ringDash', () => {
  const length = 2 * Math.PI * RING_RADIUS;
  it('fills the share of the circle the percentage names, clamped to the whole ring', () => {
    expect(ringDash(50)).toBe(`${(length / 2).toFixed(2)} ${length.toFixed(2)}`);
    expect(ringDash(100)).toBe(`${length.toFixed(2)} ${length.toFixed(2)}`);
    expect(ringDash(140)).toBe(ringDash(100));
    expect(ringDash(-3)).toBe(`0.00 ${length.toFixed(2)}`);
  });
});
