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
  const a: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row = new Array<number>(2 * n);
    for (let j = 0; j < n; j++) row[j] = m[i]![j]!;
    for (let j = 0; j < n; j++) row[n + j] = i === j ? 1 : 0;
    a.push(row);
  }
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    let scale = 1;
    for (let r = 0; r < n; r++) scale = Math.max(scale, Math.abs(m[r]![col]!));
    if (Math.abs(a[pivot]![col]!) < 1e-12 * scale) return null;
    const t = a[col]!;
    a[col] = a[pivot]!;
    a[pivot] = t;
    const pr = a[col]!;
    const p = pr[col]!;
    for (let j = 0; j < 2 * n; j++) pr[j]! /= p;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = a[r]!;
      const f = row[col]!;
      if (f === 0) continue;
      for (let j = 0; j < 2 * n; j++) row[j]! -= f * pr[j]!;
    }
  }
  return a.map((row) => row.slice(n));
}

/**
 * Least squares of y on the columns of X (each row one observation; include a column of ones for an
 * intercept). Null when the columns are not independent (e.g. a degree-day column of zeros).
 */
export function leastSquares(x: readonly (readonly number[])[], y: readonly number[]): LeastSquares | null {
  const p = x[0]?.length ?? 0;
  const columns: number[][] = [];
  for (let j = 0; j < p; j++) columns.push(x.map((row) => row[j]!));
  return leastSquaresOfColumns(columns, y);
}

/**
 * leastSquares with X given by columns (a weather fit tries ~900 column sets per site: loops over
 * the columns it already has, no row arrays built per try). Same arithmetic in the same order.
 */
export function leastSquaresOfColumns(
  columns: readonly ArrayLike<number>[],
  y: readonly number[],
): LeastSquares | null {
  const n = y.length;
  const p = columns.length;
  if (n === 0 || p === 0 || n < p) return null;
  const xtx: number[][] = [];
  const xty: number[] = [];
  for (let i = 0; i < p; i++) {
    const ci = columns[i]!;
    const row: number[] = [];
    for (let j = 0; j < p; j++) {
      const cj = columns[j]!;
      let s = 0;
      for (let k = 0; k < n; k++) s += ci[k]! * cj[k]!;
      row.push(s);
    }
    xtx.push(row);
    let s = 0;
    for (let k = 0; k < n; k++) s += ci[k]! * y[k]!;
    xty.push(s);
  }
  const inv = invert(xtx);
  if (!inv) return null;
  const coefficients: number[] = [];
  for (let i = 0; i < p; i++) {
    let s = 0;
    for (let j = 0; j < p; j++) s += inv[i]![j]! * xty[j]!;
    coefficients.push(s);
  }
  const fitted: number[] = [];
  let sse = 0;
  let total = 0;
  for (let k = 0; k < n; k++) {
    let f = 0;
    for (let j = 0; j < p; j++) f += columns[j]![k]! * coefficients[j]!;
    fitted.push(f);
    sse += (y[k]! - f) ** 2;
    total += y[k]!;
  }
  const mean = total / n;
  let sst = 0;
  for (let k = 0; k < n; k++) sst += (y[k]! - mean) ** 2;
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
