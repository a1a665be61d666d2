import { Box } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { BarSeriesOption, GaugeSeriesOption } from 'echarts/charts';
import { BarChart, GaugeChart } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the tiles draw is registered, so the chart code stays small in the bundle.
use([BarChart, GaugeChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | GaugeSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface ChartClick {
  dataIndex: number;
  seriesIndex: number;
  name: string;
}

/**
 * An ECharts chart that follows its box's size. `label` names the chart for screen readers; the data
 * it draws should also be readable elsewhere on the tile (a table or a summary).
 */
export function EChart({
  option,
  height = 240,
  label,
  onClick,
}: {
  option: ChartOption;
  height?: number;
  label: string;
  onClick?: (click: ChartClick) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const clickRef = useRef(onClick);
  clickRef.current = onClick;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (p) => {
      clickRef.current?.({ dataIndex: p.dataIndex, seriesIndex: p.seriesIndex ?? 0, name: p.name });
    });
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  // Bars that grow in are a nicety; users who ask for less motion get the final chart at once.
  const reduceMotion = useReducedMotion();
  useEffect(() => {
    chart.current?.setOption(
      { animationDuration: 400, ...option, ...(reduceMotion ? { animation: false } : {}) },
      { notMerge: true },
    );
  }, [option, reduceMotion]);

  return (
    <Box
      ref={box}
      h={height}
      w="100%"
      role="img"
      aria-label={label}
      style={{ cursor: onClick ? 'pointer' : undefined }}
    />
  );
}
