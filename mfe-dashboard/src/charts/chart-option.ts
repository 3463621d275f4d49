import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { Locale } from '@pest-portal/shared';
import { formatCount } from './format';
import { PALETTE } from './palette';

/** The options this section's charts may use: exactly the parts registered in ./echarts. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | AriaComponentOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/**
 * What every chart shares: the palette, a tooltip with the exact figure in the active
 * language, a legend that scrolls rather than wraps over the plot on a phone, and ECharts'
 * aria description so a screen reader hears the data.
 */
export function baseOption(locale: Locale): ChartOption {
  return {
    color: [...PALETTE],
    aria: { enabled: true },
    tooltip: {
      trigger: 'axis',
      confine: true,
      valueFormatter: (value) =>
        typeof value === 'number' ? formatCount(locale, value) : String(value ?? ''),
    },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
  };
}
