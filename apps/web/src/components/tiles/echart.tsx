import { Box } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { EChartsCoreOption } from 'echarts/core';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// The core and the renderer only: each chart kind registers its own series and components
// (gauge-echart.tsx, bar-echart.tsx), so a page loads the code of the charts it draws (issue 10).
use([SVGRenderer]);

export interface ChartClick {
  dataIndex: number;
  seriesIndex: number;
  name: string;
}

/**
 * An ECharts chart that follows its box's size. `label` names the chart for screen readers; the data
 * it draws should also be readable elsewhere on the tile (a table or a summary).
 */
export function EChart<TOption extends EChartsCoreOption>({
  option,
  height = 240,
  label,
  onClick,
}: {
  option: TOption;
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
