import { isMobile } from '@pest-portal/shared';

/**
 * The pixel ratio a chart's canvas stops at. A phone's screen is 2.6x or 3x; at 2x a chart
 * is still sharp there, and a 3x canvas has 2.25 times the pixels to clear and paint on
 * every frame the chart draws.
 */
export const MAX_CHART_PIXEL_RATIO = 2;

export interface ChartDevice {
  /** echarts.init's options: the canvas, at a pixel ratio of at most MAX_CHART_PIXEL_RATIO. */
  init: { renderer: 'canvas'; devicePixelRatio: number };
  /** Whether a chart moves into place when drawn and when its data changes. */
  animation: boolean;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * How charts are drawn here. Not animated on a phone: echarts repaints the whole canvas on
 * every frame of a chart's one-second entry, and with the home page's charts drawn one after
 * another that kept a throttled phone's main thread busy about 0.9 s longer in the seconds
 * after its data showed (issue 13; a tap then waits for it). Nor for anyone whose system
 * asks for reduced motion. A desktop keeps the motion: its CPU does not notice it.
 */
export function chartDevice(
  mobile = isMobile(),
  reducedMotion = prefersReducedMotion(),
  pixelRatio = window.devicePixelRatio || 1,
): ChartDevice {
  return {
    init: { renderer: 'canvas', devicePixelRatio: Math.min(pixelRatio, MAX_CHART_PIXEL_RATIO) },
    animation: !mobile && !reducedMotion,
  };
}
