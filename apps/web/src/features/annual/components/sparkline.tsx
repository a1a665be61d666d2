import { useMantineTheme } from '@mantine/core';
import type { TrendPoint } from '../utils/annual-rows';
import { sparklineGeometry, sparklineLabel } from '../utils/sparkline';

const W = 96;
const H = 28;

/** E-022: the site's month per day, January to the report month (utils/sparkline.ts). */
export function Sparkline({ points, unit }: { points: readonly TrendPoint[]; unit: string }) {
  const theme = useMantineTheme();
  const colour = theme.colors.teal[7];
  const { path, dots } = sparklineGeometry(points, W, H, 3);
  return (
    <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={sparklineLabel(points, unit)}>
      {path && <path d={path} fill="none" stroke={colour} strokeWidth={1.5} strokeLinejoin="round" />}
      {dots.map((d) => (
        <circle
          key={`${d.x}`}
          cx={d.x}
          cy={d.y}
          r={d.complete ? 1.8 : 2.3}
          fill={d.complete ? colour : 'var(--mantine-color-body)'}
          stroke={colour}
          strokeWidth={1.2}
        />
      ))}
    </svg>
  );
}
