import { Box } from '@mantine/core';
import { formatMeasurement } from '@sw/domain';
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
  /**
   * Points from this instant on belong to buckets still filling (the current 15 minutes): drawn
   * dashed with hollow dots and called partial in the tooltip, so a low last value reads as "so far".
   */
  partialFrom?: number;
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
  partialFrom,
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
    const cut = partialFrom ?? Number.POSITIVE_INFINITY;
    const complete = points.filter((p) => p.t < cut);
    const partial = points.filter((p) => p.t >= cut);
    const option: Option = {
      animation: false,
      grid: { left: 48, right: 16, top: 24, bottom: 32 },
      tooltip: {
        trigger: 'axis',
        // The site's clock, as on the axis (ECharts would show the browser's); text is escaped
        // because the tooltip is HTML and titles are user input.
        formatter: (params) => {
          const list = (Array.isArray(params) ? params : [params]) as {
            value?: unknown;
            seriesId?: string;
          }[];
          // At the joint both lines hold the point: the complete one speaks for it.
          const first = list.find((p) => Array.isArray(p.value) && p.seriesId !== PARTIAL) ?? list[0];
          const [t, v] = Array.isArray(first?.value)
            ? (first.value as [number, number])
            : [Number.NaN, Number.NaN];
          if (!Number.isFinite(t)) return '';
          const partial = first?.seriesId === PARTIAL ? ' (partial: this period is still running)' : '';
          return `${escapeHtml(stamp.format(t))}<br/><b>${escapeHtml(formatMeasurement(v, unit))}</b> ${escapeHtml(label + partial)}`;
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
          id: COMPLETE,
          data: complete.map((p) => [p.t, p.value]),
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
        ...(partial.length
          ? [
              {
                type: 'line' as const,
                id: PARTIAL,
                name: `${label} (partial)`,
                color: colour,
                symbol: 'emptyCircle',
                symbolSize: 6,
                showSymbol: true,
                lineStyle: { type: 'dashed' as const, opacity: 0.7 },
                // From the last complete point, so the line does not break.
                data: [...complete.slice(-1), ...partial].map((p) => [p.t, p.value]),
              },
            ]
          : []),
      ],
    };
    chart.current?.setOption(option, { notMerge: true });
  }, [points, marks, unit, label, colour, hhmm, stamp, area, partialFrom]);

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

const COMPLETE = 'complete';
const PARTIAL = 'partial';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
