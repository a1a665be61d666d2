// The least squares of one weather-model candidate from precomputed normal-equation sums: a fit
// tries ~900 candidates per site, and building X and inverting it through leastSquares
// (regression.ts) cost ~19 ms a site, 95 s for 5,000 sites. The arithmetic is leastSquares' own,
// operation for operation (the sums are the same sums, the elimination the same elimination), so
// a model found here is the model leastSquares finds (fit-solver.unit.test.ts checks both).

const scratch = new Float64Array(3 * 6);

/**
 * Solves (XᵀX) β = Xᵀy for p ≤ 3 by Gauss-Jordan elimination with partial pivoting, as invert()
 * does: `xtx` row-major p×p, `xty` of length p. Writes β to `coefficients` and the diagonal of
 * (XᵀX)⁻¹ to `inverseDiagonal`; false when XᵀX is singular.
 */
export function solveNormalEquations(
  p: number,
  xtx: ArrayLike<number>,
  xty: ArrayLike<number>,
  coefficients: Float64Array,
  inverseDiagonal: Float64Array,
): boolean {
  const w = 2 * p;
  const a = scratch;
  for (let i = 0; i < p; i++)
    for (let j = 0; j < p; j++) {
      a[i * w + j] = xtx[i * p + j]!;
      a[i * w + p + j] = i === j ? 1 : 0;
    }
  for (let col = 0; col < p; col++) {
    let pivot = col;
    for (let r = col + 1; r < p; r++)
      if (Math.abs(a[r * w + col]!) > Math.abs(a[pivot * w + col]!)) pivot = r;
    let scale = 1;
    for (let r = 0; r < p; r++) scale = Math.max(scale, Math.abs(xtx[r * p + col]!));
    if (Math.abs(a[pivot * w + col]!) < 1e-12 * scale) return false;
    if (pivot !== col)
      for (let j = 0; j < w; j++) {
        const t = a[col * w + j]!;
        a[col * w + j] = a[pivot * w + j]!;
        a[pivot * w + j] = t;
      }
    const d = a[col * w + col]!;
    for (let j = 0; j < w; j++) a[col * w + j]! /= d;
    for (let r = 0; r < p; r++) {
      if (r === col) continue;
      const f = a[r * w + col]!;
      if (f === 0) continue;
      for (let j = 0; j < w; j++) a[r * w + j]! -= f * a[col * w + j]!;
    }
  }
  for (let i = 0; i < p; i++) {
    let s = 0;
    for (let j = 0; j < p; j++) s += a[i * w + p + j]! * xty[j]!;
    coefficients[i] = s;
    inverseDiagonal[i] = a[i * w + p + i]!;
  }
  return true;
}

/** Σ a·b over the months, from 0 in month order (the order leastSquares sums XᵀX in). */
export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let k = 0; k < a.length; k++) s += a[k]! * b[k]!;
  return s;
}
