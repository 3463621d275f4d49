import { useCallback, useRef, useState } from 'react';

/**
 * Run an async action at most once at a time: a second call while the first is under way
 * gets the same promise instead of starting another (a double click signs once). `busy`
 * disables the button meanwhile; the ref guards the clicks that land before it re-renders.
 */
export function useSingleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const inFlight = useRef<Promise<R> | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(action);
  latest.current = action;

  const run = useCallback((...args: A): Promise<R> => {
    if (inFlight.current) return inFlight.current;
    setBusy(true);
    const promise = latest.current(...args).finally(() => {
      inFlight.current = null;
      setBusy(false);
    });
    inFlight.current = promise;
    return promise;
  }, []);

  return { run, busy };
}
