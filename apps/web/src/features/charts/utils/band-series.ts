import type { RunPeriod } from '@sw/domain';

interface RenderApi {
  value: (dim: number) => number;
  coord: (point: [number, number]) => number[];
  style: (extra?: object) => object;
}

/**
 * An ECharts custom series drawing periods as rectangles between two values of its y axis: the
 * control-state bands, the local adjustment shading and the run-time lanes.
 */
export function bandSeries(opts: {
  id: string;
  name: string;
  periods: readonly (RunPeriod & { low: number; high: number })[];
  colour: string;
  yAxisIndex?: number;
  opacity?: number;
  z?: number;
}) {
  return {
    id: opts.id,
    name: opts.name,
    type: 'custom' as const,
    yAxisIndex: opts.yAxisIndex ?? 0,
    z: opts.z ?? 1,
    silent: true,
    tooltip: { show: false },
    encode: { x: [0, 1], y: [2, 3] },
    data: opts.periods.map((p) => [p.start, p.end, p.low, p.high]),
    renderItem: (_params: unknown, api: RenderApi) => {
      const [x0, y0] = api.coord([api.value(0), api.value(3)]) as [number, number];
      const [x1, y1] = api.coord([api.value(1), api.value(2)]) as [number, number];
      return {
        type: 'rect',
        shape: { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) },
        style: { fill: opts.colour, opacity: opts.opacity ?? 0.85 },
      };
    },
  };
}
