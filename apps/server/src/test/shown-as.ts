import { expect } from 'vitest';

/**
 * A figure a file shows at `decimals` stands for `value`: within half of its last digit (a value on
 * an exact half may be shown either way up to binary representation).
 */
export function expectShownAs(shown: number | null, value: number, decimals = 1): void {
  expect(shown, `a figure for ${value}`).not.toBeNull();
  expect(
    Math.abs((shown ?? Number.NaN) - value),
    `${shown} shows ${value} at ${decimals} decimals`,
  ).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
}
