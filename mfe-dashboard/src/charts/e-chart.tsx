import { useEffect, useRef } from 'react';
import { chartDevice } from './chart-device';
import type { ChartOption } from './chart-option';
import { ChartFailed, ChartLoading } from './chart-states';
import { drawSoon } from './draw-queue';
import { whenNearViewport } from './near-viewport';
import type { echarts } from './echarts';
import { useECharts, type ECharts } from './load-echarts';

interface EChartProps {
  option: ChartOption;
  /** What the chart shows, for a screen reader and for tests (the region's name). */
  label: string;
  height: number;
  /** A click on a data item: its name (the category of a bar, the name of a slice). */
  onClick?: (name: string) => void;
  /** The live instance (null once disposed): what "save as image" reads. */
  onInstance?: (chart: echarts.ECharts | null) => void;
}

/**
 * A chart: the card's loading state until the chart library's chunk has arrived (it is
 * never in the page's first chunks, ./load-echarts), then the chart itself.
 */
export function EChart(props: EChartProps) {
  const charts = useECharts();
  if (charts.failed) return <ChartFailed onRetry={charts.retry} />;
  if (!charts.lib)
    return (
      <div aria-busy style={{ minHeight: props.height }}>
        <ChartLoading />
      </div>
    );
  return <ChartCanvas {...props} lib={charts.lib} />;
}

/** The option with this device's animation setting (./chart-device). */
function withMotion(option: ChartOption): ChartOption {
  return { ...option, animation: chartDevice().animation };
}

/**
 * One ECharts instance on a div, drawn once it is near the screen (./near-viewport), in a
 * task of its own (./draw-queue). It follows its box, not only the window: a ResizeObserver
 * catches the side menu folding and the card reflowing too. Options replace (notMerge) so a
 * series that disappears with a filter does not linger.
 */
function ChartCanvas({
  option,
  label,
  height,
  onClick,
  onInstance,
  lib,
}: EChartProps & { lib: ECharts }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  // What the chart is drawn with when its turn comes, and what a click calls then.
  const latest = useRef({ option, onClick });
  latest.current = { option, onClick };

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let observer: ResizeObserver | undefined;
    const draw = () => {
      const instance = lib.init(element, undefined, chartDevice().init);
      chart.current = instance;
      instance.setOption(withMotion(latest.current.option), { notMerge: true });
      instance.on('click', (params: { name?: string }) => {
        if (params.name) latest.current.onClick?.(params.name);
      });
      onInstance?.(instance);
      // A ResizeObserver reports every box once as it starts observing: at the size the
      // chart was just drawn at, where resize() would draw it all again. On the group home's
      // cold load that was ten charts drawn twice, 300 ms at the bench's phone CPU (issue
      // 13). Only a box whose size changed is redrawn.
      observer = new ResizeObserver(([entry]) => {
        const size = entry?.contentRect;
        // echarts measures whole pixels; the box's size may carry a fraction.
        const same = (a: number, b: number) => Math.abs(a - b) < 1;
        if (
          size &&
          same(size.width, instance.getWidth()) &&
          same(size.height, instance.getHeight())
        )
          return;
        instance.resize();
      });
      observer.observe(element);
    };
    const cancel = whenNearViewport(element, () => drawSoon(draw));
    return () => {
      cancel();
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
      onInstance?.(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one instance for the box's life; the callback is read at mount
  }, [lib]);

  // A new option redraws a chart already drawn; one still queued is drawn with it.
  useEffect(() => {
    chart.current?.setOption(withMotion(option), { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
