import type { NohTrendPoint } from '@sw/contracts';
import { shortMonthName } from '@sw/domain';
import { barColor, formatEfficiency } from '../utils/noh-format';

const W = 96;
const H = 32;
const GAP = 3;

const monthLabel = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${shortMonthName(m - 1)} ${y}`;
};

/** The words of the trend, month by month (its label and title). */
export function trendText(points: readonly NohTrendPoint[]): string {
  return points
    .map((p) => {
      const note =
        p.status === 'complete' ? '' : p.status === 'in_progress' ? ' (in progress)' : ' (incomplete)';
      return `${monthLabel(p.month)}: ${formatEfficiency(p.noh_efficiency)}${p.noh_efficiency === null ? '' : note}`;
    })
    .join(', ');
}

/**
 * E-040, E-049: six small bars, one a month (0–100 %), in the band colours; a month in progress or
 * with days missing is lighter, a month without an efficiency a grey tick.
 */
export function NohTrend({ points }: { points: readonly NohTrendPoint[] }) {
  const w = (W - GAP * (points.length - 1)) / Math.max(1, points.length);
  const text = `Last ${points.length} months: ${trendText(points)}`;
  return (
    <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={text} data-testid="noh-trend">
      <title>{text}</title>
      <line x1={0} x2={W} y1={H - 0.5} y2={H - 0.5} stroke="#dee2e6" />
      {points.map((p, i) => {
        const x = i * (w + GAP);
        if (p.noh_efficiency === null)
          return <rect key={p.month} x={x} y={H - 2} width={w} height={2} fill="#ced4da" />;
        const h = Math.max(1.5, p.noh_efficiency * (H - 1));
        return (
          <rect
            key={p.month}
            x={x}
            y={H - 1 - h}
            width={w}
            height={h}
            rx={1}
            fill={barColor(p.noh_efficiency)}
            opacity={p.status === 'complete' ? 1 : 0.45}
          />
        );
      })}
    </svg>
  );
}
