import { clampLines, wrapText } from './text';

/*
 * A horizontal bar chart on a page: every bar keeps its own label. The screens' builders wrap a
 * label at 21 characters into as many lines as it takes, and ECharts, finding the labels taller
 * than their bars, shows every other one over its neighbour. Here each bar gets the height its label
 * needs (two lines at most) while the page has room; past that the labels are given the lines their
 * bars hold (one at least), and what does not fit ends in '…'. ECharts is then told to show them all.
 */

const SIZE = 10;
const LINE = 12;
/** A label's room across (points at SIZE); the chart's left part, the bars take the rest. */
const WIDTH = 200;
const MAX_LINES = 2;
/** Between one bar's label and the next. */
const GAP = 10;
const SLOT = 26;
/** Grid padding and the value axis under the bars (its labels at 12 pt and their margin). */
const AXIS = 44;

/** The height a chart of these labels asks for (the writer caps it at the page's room). */
export function barChartHeight(labels: readonly string[]): number {
  const lines = Math.max(1, ...labels.map((l) => Math.min(MAX_LINES, wrapText(l, SIZE, WIDTH).length)));
  return AXIS + Math.max(1, labels.length) * Math.max(SLOT, lines * LINE + GAP);
}

/** `option` with `labels` (top to bottom) as its category axis, each fitted to its bar's room at `height`. */
export function withBarLabels(
  option: Record<string, unknown>,
  labels: readonly string[],
  height: number,
): Record<string, unknown> {
  const slot = (height - AXIS) / Math.max(1, labels.length);
  const lines = Math.max(1, Math.min(MAX_LINES, Math.floor((slot - 2) / LINE)));
  const axis = option.yAxis as { axisLabel?: Record<string, unknown> } & Record<string, unknown>;
  return {
    ...option,
    yAxis: {
      ...axis,
      data: labels.map((l) => clampLines(l, SIZE, WIDTH, lines).join('\n')),
      axisLabel: { ...axis.axisLabel, interval: 0, fontSize: SIZE, lineHeight: LINE },
    },
  };
}
