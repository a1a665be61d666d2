import { useMantineTheme } from '@mantine/core';
import { formatPercent } from '@sw/domain';
import { useMemo } from 'react';
import { type ChartOption, EChart } from '../../../components/tiles/echart';

/** F-003: the ring starts at 450° (the top, drawn clockwise all the way round) in teal. */
export const RING_START_ANGLE = 450;

export function ComplianceGauge({ value, color = 'teal' }: { value: number; color?: string }) {
  const theme = useMantineTheme();
  const stroke = theme.colors[color]?.[6] ?? color;
  const option = useMemo<ChartOption>(
    () => ({
      series: [
        {
          type: 'gauge',
          startAngle: RING_START_ANGLE,
          endAngle: RING_START_ANGLE - 360,
          min: 0,
          max: 100,
          radius: '92%',
          pointer: { show: false },
          progress: { show: true, roundCap: true, width: 14, itemStyle: { color: stroke } },
          axisLine: { lineStyle: { width: 14, color: [[1, theme.colors.gray[2]]] } },
          axisTick: { show: false },
          splitLine: { show: false },
          axisLabel: { show: false },
          title: { show: false },
          detail: {
            valueAnimation: false,
            offsetCenter: [0, 0],
            fontSize: 24,
            fontWeight: 700,
            color: theme.colors.dark[7],
            formatter: (v: number) => formatPercent(v, 1),
          },
          data: [{ value }],
        },
      ],
    }),
    [value, stroke, theme],
  );
  return (
    <EChart
      option={option}
      height={170}
      label={`Overall Temperature Compliance ${formatPercent(value, 1)}`}
    />
  );
}
