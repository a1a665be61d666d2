import { Box } from '@mantine/core';
import type { TimeWindow } from '@sw/domain';
import { CustomChart, LineChart, ScatterChart } from 'echarts/charts';
import { BrushComponent, GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartComment } from '../types';
import { nearestIndex } from '../utils/nearest-index';

// Everything the charts of this feature draw; the feature loads only with the pages that chart.
use([
  LineChart,
  ScatterChart,
  CustomChart,
  GridComponent,
  TooltipComponent,
  BrushComponent,
  MarkAreaComponent,
  SVGRenderer,
]);

export const COMMENTS_SERIES = 'comments';
/** How close (px) a click must land to a comment marker to open it rather than pick a point. */
const MARKER_HIT_PX = 14;

interface Props {
  option: EChartsCoreOption;
  label: string;
  height?: number;
  window: TimeWindow;
  /** Drag to select a time range (off in comment mode). */
  onSelect?: (from: number, to: number) => void;
  /** Comment mode: a click picks the nearest of these instants (ascending). */
  pickTimes?: readonly number[];
  onPick?: (index: number) => void;
  /** Saved comments as markers; a click on one opens it. */
  comments?: readonly ChartComment[];
  /** Where a comment without a value sits on the chart. */
  markerValue?: (c: ChartComment) => number;
  onOpenComment?: (c: ChartComment) => void;
  testId?: string;
}

/**
 * An ECharts time chart with the behaviour every chart of G.6/G.7 shares: a drag selects a range
 * (brush along x), comment mode picks the nearest data point, comment markers open their comment.
 * The caller's option holds the series and axes; the x axis is bounded by `window`.
 */
export function TimeChart({
  option,
  label,
  height = 300,
  window,
  onSelect,
  pickTimes = [],
  onPick,
  comments = [],
  markerValue,
  onOpenComment,
  testId,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const latest = useRef({ onSelect, pickTimes, onPick, comments, markerValue, onOpenComment });
  latest.current = { onSelect, pickTimes, onPick, comments, markerValue, onOpenComment };

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('brushEnd', (e) => {
      const area = (e as { areas?: { coordRange?: number[] }[] }).areas?.[0];
      const [a, b] = area?.coordRange ?? [];
      if (a !== undefined && b !== undefined) latest.current.onSelect?.(a, b);
    });
    // A click is a press and release in one place, read on the box itself (capture phase): while
    // the drag tool (brush) is on it takes the press, and ECharts' own click events do not follow.
    let down: [number, number] | null = null;
    const local = (e: PointerEvent): [number, number] => {
      const r = el.getBoundingClientRect();
      return [e.clientX - r.left, e.clientY - r.top];
    };
    const onDown = (e: PointerEvent) => {
      down = local(e);
    };
    const onUp = (e: PointerEvent) => {
      const from = down;
      down = null;
      const at = local(e);
      if (!from || Math.hypot(at[0] - from[0], at[1] - from[1]) > 4) return;
      const l = latest.current;
      if (!instance.containPixel('grid', at)) return;
      // A marker under the click opens its comment, in comment mode or not.
      for (const c of l.comments) {
        const y = c.value ?? l.markerValue?.(c) ?? 0;
        const p = instance.convertToPixel({ gridIndex: 0 }, [c.t, y]) as number[];
        // The pin stands on its point: its head is about half its size above it.
        const [px = 0, py = 0] = p ?? [];
        const near = Math.min(Math.hypot(px - at[0], py - at[1]), Math.hypot(px - at[0], py - 14 - at[1]));
        if (p && near <= MARKER_HIT_PX) {
          l.onOpenComment?.(c);
          return;
        }
      }
      if (!l.onPick || l.pickTimes.length === 0) return;
      const [t] = instance.convertFromPixel({ gridIndex: 0 }, at) as number[];
      const i = nearestIndex(l.pickTimes, t ?? Number.NaN);
      if (i >= 0) l.onPick(i);
    };
    el.addEventListener('pointerdown', onDown, true);
    el.addEventListener('pointerup', onUp, true);
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      el.removeEventListener('pointerdown', onDown, true);
      el.removeEventListener('pointerup', onUp, true);
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  const selecting = Boolean(onSelect);
  useEffect(() => {
    const instance = chart.current;
    const el = box.current;
    if (!instance || !el) return;
    const base = option as { series?: { name?: string; data?: unknown[] }[]; xAxis?: object };
    const markers = comments.map((c) => [c.t, c.value ?? markerValue?.(c) ?? 0, c.id]);
    // What was drawn, for browser tests and bench/thermostat-chart: series with data, points, and
    // the milliseconds from setOption to ECharts' 'finished' (the SVG rendered).
    const drawn = (base.series ?? []).filter((x) => (x.data?.length ?? 0) > 0);
    el.dataset.drawnSeries = [...new Set(drawn.map((x) => x.name ?? ''))].join(',');
    el.dataset.points = String(drawn.reduce((n, x) => n + (x.data?.length ?? 0), 0));
    el.dataset.comments = String(markers.length);
    el.dataset.windowFrom = String(window.from);
    el.dataset.windowTo = String(window.to);
    delete el.dataset.renderMs;
    const started = performance.now();
    instance.off('finished');
    instance.on('finished', () => {
      if (el.dataset.renderMs === undefined) el.dataset.renderMs = (performance.now() - started).toFixed(1);
    });
    instance.setOption(
      {
        animation: false,
        ...base,
        xAxis: { type: 'time', ...(base.xAxis ?? {}), min: window.from, max: window.to },
        brush: {
          xAxisIndex: 0,
          brushType: 'lineX',
          brushMode: 'single',
          transformable: false,
          throttleType: 'debounce',
        },
        series: [
          ...(base.series ?? []),
          {
            id: COMMENTS_SERIES,
            name: 'Comments',
            type: 'scatter',
            symbol: 'pin',
            symbolSize: 30,
            itemStyle: { color: '#7048e8' },
            label: { show: true, formatter: '✎', color: '#fff', fontSize: 11, offset: [0, -3] },
            data: markers,
            z: 10,
            tooltip: { show: false },
          },
        ],
      },
      { notMerge: true },
    );
    // Where the markers landed (px in the chart box), so a browser test can click one.
    el.dataset.markers = JSON.stringify(
      markers.map((m) =>
        (instance.convertToPixel({ gridIndex: 0 }, [m[0], m[1]]) as number[]).map(Math.round),
      ),
    );
    // The drag tool is on while selecting is allowed; a new option clears any drawn selection.
    instance.dispatchAction({
      type: 'takeGlobalCursor',
      key: 'brush',
      brushOption: selecting ? { brushType: 'lineX', brushMode: 'single' } : { brushType: false },
    });
  }, [option, comments, markerValue, window.from, window.to, selecting]);

  return (
    <Box
      ref={box}
      h={height}
      w="100%"
      role="img"
      aria-label={label}
      data-testid={testId}
      style={{ cursor: onPick ? 'crosshair' : undefined }}
    />
  );
}
