// Ordinary least squares for the weather models (docs/analytics.md "Weather-normalised EUI"): a few
// columns and a dozen rows, so the normal equations solved by Gauss-Jordan elimination are exact
// enough and need no library.

export interface LeastSquares {
  /** One coefficient per column of X. */
  coefficients: number[];
  /** Their standard errors; Infinity when the fit leaves no degree of freedom. */
  standardErrors: number[];
  /** coefficient / standard error (Infinity for a perfect fit). */
  tStats: number[];
  fitted: number[];
  /** Σ (y − ŷ)². */
  sse: number;
  /** Σ (y − ȳ)². */
  sst: number;
  n: number;
}

/** The inverse of a small square matrix, or null when it is singular (a column repeats another). */
export function invert(m: readonly (readonly number[])[]): number[][] | null {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    const scale = Math.max(1, ...m.map((row) => Math.abs(row[col]!)));
    if (Math.abs(a[pivot]![col]!) < 1e-12 * scale) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    for (let j = 0; j < 2 * n; j++) a[col]![j]! /= p;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r]![col]!;
      if (f === 0) continue;
      for (let j = 0; j < 2 * n; j++) a[r]![j]! -= f * a[col]![j]!;
    }
  }
  return a.map((row) => row.slice(n));
}

/**
 * Least squares of y on the columns of X (each row one observation; include a column of ones for an
 * intercept). Null when the columns are not independent (e.g. a degree-day column of zeros).
 */
export function leastSquares(x: readonly (readonly number[])[], y: readonly number[]): LeastSquares | null {
  const n = y.length;
  const p = x[0]?.length ?? 0;
  if (n === 0 || p === 0 || n < p) return null;
  const xtx = Array.from({ length: p }, (_, i) =>
    Array.from({ length: p }, (_, j) => x.reduce((s, row) => s + row[i]! * row[j]!, 0)),
  );
  const xty = Array.from({ length: p }, (_, i) => x.reduce((s, row, k) => s + row[i]! * y[k]!, 0));
  const inv = invert(xtx);
  if (!inv) return null;
  const coefficients = inv.map((row) => row.reduce((s, v, j) => s + v * xty[j]!, 0));
  const fitted = x.map((row) => row.reduce((s, v, j) => s + v * coefficients[j]!, 0));
  const sse = y.reduce((s, v, i) => s + (v - fitted[i]!) ** 2, 0);
  const mean = y.reduce((s, v) => s + v, 0) / n;
  const sst = y.reduce((s, v) => s + (v - mean) ** 2, 0);
  const dof = n - p;
  const variance = dof > 0 ? sse / dof : Number.POSITIVE_INFINITY;
  const standardErrors = inv.map((row, i) => Math.sqrt(Math.max(0, variance * row[i]!)));
  const tStats = coefficients.map((c, i) => {
    const se = standardErrors[i]!;
    if (se === 0) return c === 0 ? 0 : Math.sign(c) * Number.POSITIVE_INFINITY;
    return c / se;
  });
  return { coefficients, standardErrors, tStats, fitted, sse, sst, n };
}

/**
 * ASHRAE Guideline 14 goodness of fit with `parameters` model parameters (coefficients and any
 * fitted base temperature): CV(RMSE) = √(Σ(y − ŷ)² / (n − p)) / ȳ and NMBE = Σ(y − ŷ) / ((n − p)·ȳ),
 * both as fractions; R² = 1 − SSE/SST (null when y does not vary).
 */
export function goodnessOfFit(
  y: readonly number[],
  fitted: readonly number[],
  parameters: number,
): { cvRmse: number; nmbe: number; r2: number | null } {
  const n = y.length;
  const mean = y.reduce((s, v) => s + v, 0) / n;
  const dof = n - parameters;
  const sse = y.reduce((s, v, i) => s + (v - fitted[i]!) ** 2, 0);
  const bias = y.reduce((s, v, i) => s + (v - fitted[i]!), 0);
  const sst = y.reduce((s, v) => s + (v - mean) ** 2, 0);
  if (dof <= 0 || mean === 0)
    return { cvRmse: Number.POSITIVE_INFINITY, nmbe: Number.POSITIVE_INFINITY, r2: null };
  return {
    cvRmse: Math.sqrt(sse / dof) / mean,
    nmbe: bias / (dof * mean),
    r2: sst > 0 ? 1 - sse / sst : null,
  };
}
