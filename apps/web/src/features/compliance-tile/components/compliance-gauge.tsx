import { useMantineTheme } from '@mantine/core';
import { formatPercent } from '@sw/domain';
import { RING_BOX, RING_RADIUS, RING_WIDTH, ringDash } from '../utils/ring';

/** F-003: the ring starts at the top and is drawn clockwise in teal (utils/ring.ts). */
export function ComplianceGauge({ value, color = 'teal' }: { value: number; color?: string }) {
  const theme = useMantineTheme();
  const stroke = theme.colors[color]?.[6] ?? color;
  const c = RING_BOX / 2;
  return (
    <svg
      width="100%"
      height={RING_BOX}
      viewBox={`0 0 ${RING_BOX} ${RING_BOX}`}
      role="img"
      aria-label={`Overall Temperature Compliance ${formatPercent(value, 1)}`}
    >
      <circle
        cx={c}
        cy={c}
        r={RING_RADIUS}
        fill="none"
        stroke={theme.colors.gray[2]}
        strokeWidth={RING_WIDTH}
      />
      {value > 0 && (
        <circle
          cx={c}
          cy={c}
          r={RING_RADIUS}
          fill="none"
          stroke={stroke}
          strokeWidth={RING_WIDTH}
          strokeLinecap="round"
          strokeDasharray={ringDash(value)}
          // From the top, clockwise: SVG circles start at 3 o'clock.
          transform={`rotate(-90 ${c} ${c})`}
        />
      )}
      <text
        x={c}
        y={c}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={24}
        fontWeight={700}
        fill={theme.colors.dark[7]}
        fontFamily={theme.fontFamily}
      >
        {formatPercent(value, 1)}
      </text>
    </svg>
  );
}
