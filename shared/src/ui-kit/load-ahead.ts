import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
// By package name: in a remote's bundle this is the run-time core's.
import { whenIdle } from '@pest-portal/shared';

/**
 * Asks for code the page will want soon (`load`: a dialog's form, the date pickers' group)
 * once the page's queries have all answered and the browser is idle, so that its download and
 * its first run do not sit between the page's data and the render that draws it (issue 13).
 * Nothing once `done`. `load` must be the same function from render to render.
 */
export function useLoadAhead(load: () => Promise<unknown>, done = false): void {
  const client = useQueryClient();
  const queries = client.getQueryCache();
  const watchQueries = useCallback(
    // Batched as TanStack Query's own hooks subscribe: never inside another component's render.
    (listener: () => void) => queries.subscribe(notifyManager.batchCalls(listener)),
    [queries],
  );
  // Whether to ask now: constant once `done`, so that the page's later fetches (each filter
  // change's) no longer re-render the caller, as TanStack Query's useIsFetching, whose count
  // changes with each of them, did.
  const waiting = useSyncExternalStore(watchQueries, () => !done && client.isFetching() === 0);
  useEffect(() => {
    if (!waiting) return;
    return whenIdle(() => void load().catch(() => undefined), { timeout: 2000, fallbackMs: 500 });
  }, [waiting, load]);
}
