import { useCallback, useEffect, useState } from 'react';
import type { echarts } from './echarts';

/** The echarts/core namespace with this section's parts registered (./echarts). */
export type ECharts = typeof echarts;

let pending: Promise<ECharts> | null = null;
/** Set once the chunk has arrived: a chart mounted later draws at once, with no loading flash. */
let loaded: ECharts | null = null;

/**
 * echarts (~180 KB compressed even trimmed, DESIGN.md §7) comes in a chunk of its own,
 * asked for when the first chart has its rows to draw (EChart), not when its card
 * appears: the home page's figures and notices paint without it. Asked for with the card,
 * on a second visit (the chunk in the HTTP cache) it was run (~200 ms on the bench's phone)
 * just as the page's data arrived, in front of the render that draws the figures: the
 * warm home's data was shown ~150 ms later (issue 13). On a first visit the cards appear
 * once their data is there anyway, so the download starts no later. One download for every
 * chart; a failed one is forgotten, so a retry fetches it again.
 */
export function loadECharts(): Promise<ECharts> {
  pending ??= import(/* webpackChunkName: "echarts" */ './echarts')
    .then((module) => (loaded = module.echarts))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export interface EChartsState {
  lib: ECharts | null;
  failed: boolean;
  retry: () => void;
}

/** The library for a chart component: null while its chunk loads, `failed` when it could not. */
export function useECharts(): EChartsState {
  const [lib, setLib] = useState<ECharts | null>(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (lib) return undefined;
    let live = true;
    loadECharts().then(
      (module) => live && setLib(() => module),
      (error: unknown) => {
        console.warn('[dashboard] the chart library failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [lib, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { lib, failed, retry };
}
