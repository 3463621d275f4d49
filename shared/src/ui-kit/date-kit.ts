import { useSyncExternalStore } from 'react';
import type * as DateGroup from '@pest-portal/shared/antd/date';
import { useLoadAhead } from './load-ahead';

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
 * have all answered and the browser is idle (useLoadAhead); a date field reached for before
 * that asks at once (loadDateKit).
 */
export function useDateKit(): DateKit | null {
  const current = useSyncExternalStore(subscribe, () => kit);
  useLoadAhead(loadDateKit, current !== null);
  return current;
}
