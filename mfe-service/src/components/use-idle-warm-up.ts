import { startTransition, useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the page appeared (when `enabled`): for
 * drawing ahead, hidden, something a tap will show, so that the tap only shows it. The
 * render it triggers is a transition: a tap meanwhile is not held up by it.
 */
export function useIdleWarmUp(enabled: boolean): boolean {
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (!enabled || warm) return;
    const warmUp = () => startTransition(() => setWarm(true));
    // Safari has no requestIdleCallback: a timeout after the first paints does the same.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warmUp, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warmUp, 1500);
    return () => window.clearTimeout(id);
  }, [enabled, warm]);
  return warm;
}
