import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type * as DateGroup from '@pest-portal/shared/antd/date';
// By package name: in a remote's bundle this is the run-time core's.
import { whenIdle } from '@pest-portal/shared';

/** The antd kit's date group (DatePicker and its calendar), once it has arrived. */
export type DateKit = typeof DateGroup;

let kit: DateKit | null = null;
let loading: Promise<DateKit> | null = null;
const listeners = new Set<() => void>();

/**
 * Asks for the date group (once; again after a failure, see below). The pickers that show
 * a date on a page's first screen (the dashboards' period, the service list's plan date) no
 * longer import it: the group is the largest the kit has (rc-picker and dayjs's plugins,
 * ~37 KB compressed and ~120 ms of a throttled phone's main thread to run), and a page that
 * imported it waited for it before it could draw anything (issue 13).
 */
export function loadDateKit(): Promise<DateKit> {
  loading ??= import('@pest-portal/shared/antd/date').then(
    (group) => {
      kit = group;
      listeners.forEach((listener) => listener());
      return group;
    },
    (error: unknown) => {
      // Asked again on the next reach. In the portal the federation runtime would hand that
      // reach the failed download's answer; the shell's runtime plugin makes it download
      // again (shell/src/federation/retry-failed-share.ts, a browser test with the network
      // back).
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The date group, or null while it is on its way. It is asked for once the page's queries
 * have all answered and the browser is idle, so that its download and its first run do not
 * sit between the page's data and the render that draws it; a date field reached for before
 * that asks at once (loadDateKit).
 */
export function useDateKit(): DateKit | null {
  const current = useSyncExternalStore(subscribe, () => kit);
  const client = useQueryClient();
  const queries = client.getQueryCache();
  const watchQueries = useCallback(
    // Batched as TanStack Query's own hooks subscribe: never inside another component's render.
    (listener: () => void) => queries.subscribe(notifyManager.batchCalls(listener)),
    [queries],
  );
  // Whether to ask now: constant once the group is there, so that the page's later fetches
  // (each filter change's) no longer re-render every date field, as TanStack Query's
  // useIsFetching, whose count changes with each of them, did.
  const waiting = useSyncExternalStore(
    watchQueries,
    () => kit === null && client.isFetching() === 0,
  );
  useEffect(() => {
    if (!waiting) return;
    return whenIdle(() => void loadDateKit().catch(() => undefined), {
      timeout: 2000,
      fallbackMs: 500,
    });
  }, [waiting]);
  return current;
}
