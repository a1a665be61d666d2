import { Box } from '@mantine/core';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  MarkPointComponent,
  type MarkPointComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { nearestIndex } from '../../utils/nearest-point';

use([LineChart, GridComponent, TooltipComponent, MarkPointComponent, SVGRenderer]);

type Option = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | MarkPointComponentOption
>;

export interface TimePoint {
  /** Epoch milliseconds. */
  t: number;
  value: number;
}

export interface ChartMark {
  t: number;
  value: number;
  label: string;
}

interface Props {
  points: readonly TimePoint[];
  unit: string;
  label: string;
  timeZone: string;
  height?: number;
  colour?: string;
  /** Pins on the line (comments, G-076). */
  marks?: readonly ChartMark[];
  /** Anywhere on the plot picks the nearest point (comment mode, G-061). */
  onPick?: (point: TimePoint) => void;
  area?: boolean;
}

/** A single line over time in the site's time zone, with optional pins and point picking. */
export function TimeLineChart({
  points,
  unit,
  label,
  timeZone,
  height = 260,
  colour = '#1c7ed6',
  marks = [],
  onPick,
  area = false,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const latest = useRef({ points, onPick });
  latest.current = { points, onPick };

  const hhmm = useMemo(
    () =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    [timeZone],
  );
  const stamp = useMemo(
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        day: '2-digit',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    [timeZone],
  );

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.getZr().on('click', (e) => {
      const { points: pts, onPick: pick } = latest.current;
      if (!pick || pts.length === 0) return;
      if (!instance.containPixel('grid', [e.offsetX, e.offsetY])) return;
      const [t] = instance.convertFromPixel({ gridIndex: 0 }, [e.offsetX, e.offsetY]) as number[];
      const i = nearestIndex(
        pts.map((p) => p.t),
        t ?? Number.NaN,
      );
      const p = pts[i];
      if (p) pick(p);
    });
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const option: Option = {
      animation: false,
      grid: { left: 48, right: 16, top: 24, bottom: 32 },
      tooltip: {
        trigger: 'axis',
        // The site's clock, as on the axis (ECharts would show the browser's); text is escaped
        // because the tooltip is HTML and titles are user input.
        formatter: (params) => {
          const first = (Array.isArray(params) ? params[0] : params) as { value?: unknown } | undefined;
          const [t, v] = Array.isArray(first?.value)
            ? (first.value as [number, number])
            : [Number.NaN, Number.NaN];
          if (!Number.isFinite(t)) return '';
          return `${escapeHtml(stamp.format(t))}<br/><b>${escapeHtml(`${v.toFixed(1)} ${unit}`)}</b> ${escapeHtml(label)}`;
        },
      },
      // hideOverlap: on a phone the hour labels would otherwise run into one another.
      xAxis: { type: 'time', axisLabel: { formatter: (v: number) => hhmm.format(v), hideOverlap: true } },
      yAxis: { type: 'value', name: unit, scale: true, nameTextStyle: { align: 'right' } },
      series: [
        {
          type: 'line',
          name: label,
          showSymbol: false,
          color: colour,
          areaStyle: area ? { opacity: 0.12 } : undefined,
          data: points.map((p) => [p.t, p.value]),
          markPoint: {
            symbol: 'pin',
            symbolSize: 34,
            itemStyle: { color: '#7048e8' },
            label: { formatter: '✎', color: '#fff' },
            data: marks.map((m) => ({ coord: [m.t, m.value], name: m.label, value: m.label })),
            tooltip: {
              formatter: (p) => (typeof p === 'object' && p && 'name' in p ? escapeHtml(String(p.name)) : ''),
            },
          },
        },
      ],
    };
    chart.current?.setOption(option, { notMerge: true });
  }, [points, marks, unit, label, colour, hhmm, stamp, area]);

  return (
    <Box
      ref={box}
      h={height}
      w="100%"
      role="img"
      aria-label={label}
      style={{ cursor: onPick ? 'crosshair' : undefined }}
    />
  );
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
