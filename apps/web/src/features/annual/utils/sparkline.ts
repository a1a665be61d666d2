import { formatNumber, SHORT_MONTH_NAMES } from '@sw/domain';
import type { TrendPoint } from './annual-rows';

// The trend sparkline's geometry (E-022; docs/analytics.md "Trend sparkline"): January to December
// across the width, the site's own lowest to highest month per day up the height.

export interface SparklineGeometry {
  /** SVG path through the points, months without data skipped over. */
  path: string;
  dots: { x: number; y: number; complete: boolean }[];
}

/** Points of the year placed in a width × height box with `pad` pixels kept clear on every side. */
export function sparklineGeometry(
  points: readonly TrendPoint[],
  width: number,
  height: number,
  pad = 2,
): SparklineGeometry {
  if (!points.length) return { path: '', dots: [] };
  const values = points.map((p) => p.perDay);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const x = (index: number) => pad + (index / 11) * (width - 2 * pad);
  // A flat year sits in the middle.
  const y = (v: number) => (hi === lo ? height / 2 : pad + (1 - (v - lo) / (hi - lo)) * (height - 2 * pad));
  const dots = points.map((p) => ({ x: round(x(p.index)), y: round(y(p.perDay)), complete: p.complete }));
  const path = dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${d.x} ${d.y}`).join(' ');
  return { path, dots };
}

const round = (v: number) => Math.round(v * 10) / 10;

/** The sparkline in words (its accessible name): first and last month per day and the change. */
export function sparklineLabel(points: readonly TrendPoint[], unit: string): string {
  if (!points.length) return 'Trend: no data';
  const first = points[0]!;
  const last = points.at(-1)!;
  const name = (p: TrendPoint) => SHORT_MONTH_NAMES[p.index];
  if (points.length === 1) return `Trend: ${formatNumber(first.perDay)} ${unit} a day in ${name(first)}`;
  const change = first.perDay !== 0 ? ((last.perDay - first.perDay) / Math.abs(first.perDay)) * 100 : null;
  return `Trend: ${formatNumber(first.perDay)} ${unit} a day in ${name(first)}, ${formatNumber(last.perDay)} in ${name(last)}${
    change === null ? '' : ` (${change >= 0 ? '+' : ''}${formatNumber(change)}%)`
  }`;
}
