import { type HorizontalBar, horizontalBarsOption } from '@sw/domain';
import { MarkLineComponent } from 'echarts/components';
import { use } from 'echarts/core';
import type { BarOption } from '../../../components/tiles/bar-echart';

// The average line of the equipment type tile (bar-echart.tsx registers the bars themselves).
use([MarkLineComponent]);

export type WrappedBar = HorizontalBar;

/** The shared option (packages/domain chart-options, also drawn in the PDF reports). */
export const wrappedBarOption = (
  bars: readonly WrappedBar[],
  average?: { value: number; color: string },
): BarOption => horizontalBarsOption(bars, average) as BarOption;
