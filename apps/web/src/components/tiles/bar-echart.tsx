import type { BarSeriesOption } from 'echarts/charts';
import { BarChart } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, use } from 'echarts/core';
import type { ComponentProps } from 'react';
import { EChart } from './echart';

use([BarChart, GridComponent, LegendComponent, TooltipComponent]);

export type BarOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** An ECharts bar chart with axes, legend and tooltip (see EChart). */
export function BarEChart(props: ComponentProps<typeof EChart<BarOption>>) {
  return <EChart<BarOption> {...props} />;
}
