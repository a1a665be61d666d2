import { describe, expect, it } from 'vitest';
import { goodnessOfFit, invert, leastSquares } from './regression';

describe('least squares', () => {
  it('fits a line by hand: x 1..4, y 2, 4, 5, 4', () => {
    // x̄ 2.5, ȳ 3.75, Sxx 5, Sxy 3.5 → b = 0.7, a = 3.75 − 0.7 × 2.5 = 2; fitted 2.7, 3.4, 4.1, 4.8;
    // residuals −0.7, 0.6, 0.9, −0.8 → SSE 2.30; s² = 2.30 / 2 = 1.15; SE(b) = √(1.15 / 5) = 0.479583.
    const fit = leastSquares(
      [
        [1, 1],
        [1, 2],
        [1, 3],
        [1, 4],
      ],
      [2, 4, 5, 4],
    )!;
    expect(fit.coefficients[0]).toBeCloseTo(2, 10);
    expect(fit.coefficients[1]).toBeCloseTo(0.7, 10);
    expect(fit.fitted.map((v) => Number(v.toFixed(10)))).toEqual([2.7, 3.4, 4.1, 4.8]);
    expect(fit.sse).toBeCloseTo(2.3, 10);
    expect(fit.sst).toBeCloseTo(4.75, 10);
    expect(fit.standardErrors[1]).toBeCloseTo(0.479583, 6);
    expect(fit.tStats[1]).toBeCloseTo(0.7 / 0.479583, 5);
    // Guideline 14 with 2 parameters: CV(RMSE) = √(2.30 / 2) / 3.75 = 0.285968; NMBE 0; R² = 1 − 2.3/4.75.
    const gof = goodnessOfFit([2, 4, 5, 4], fit.fitted, 2);
    expect(gof.cvRmse).toBeCloseTo(0.285968, 6);
    expect(gof.nmbe).toBeCloseTo(0, 12);
    expect(gof.r2).toBeCloseTo(0.515789, 6);
  });

  it('recovers an exact two-regressor model, with infinite t', () => {
    // y = 100 + 5·h + 8·c
    const rows = [
      [0, 0],
      [2, 0],
      [5, 0],
      [0, 3],
      [1, 1],
      [0, 6],
    ];
    const fit = leastSquares(
      rows.map(([h, c]) => [1, h!, c!]),
      rows.map(([h, c]) => 100 + 5 * h! + 8 * c!),
    )!;
    expect(fit.coefficients.map((v) => Number(v.toFixed(9)))).toEqual([100, 5, 8]);
    expect(fit.sse).toBeLessThan(1e-18);
    expect(fit.tStats[1]).toBeGreaterThan(1e6);
  });

  it('refuses columns that are not independent, and too few rows', () => {
    expect(
      leastSquares(
        [
          [1, 0],
          [1, 0],
          [1, 0],
        ],
        [1, 2, 3],
      ),
    ).toBeNull();
    expect(leastSquares([[1, 1, 1]], [1])).toBeNull();
    expect(
      invert([
        [1, 2],
        [2, 4],
      ]),
    ).toBeNull();
    expect(
      invert([
        [2, 0],
        [0, 4],
      ]),
    ).toEqual([
      [0.5, 0],
      [0, 0.25],
    ]);
  });

  it('measures bias as NMBE with the parameters taken off the degrees of freedom', () => {
    // Predictions 10 % low everywhere: Σ(y − ŷ) = 0.1 × 40 = 4; n − p = 4 − 1; ȳ = 10 → 4 / 30.
    const gof = goodnessOfFit([8, 9, 11, 12], [7.2, 8.1, 9.9, 10.8], 1);
    expect(gof.nmbe).toBeCloseTo(4 / 30, 10);
    expect(goodnessOfFit([1, 2], [1, 2], 2).cvRmse).toBe(Number.POSITIVE_INFINITY);
  });
});
