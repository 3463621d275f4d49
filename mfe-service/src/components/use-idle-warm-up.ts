import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@pest-portal/shared';

/**
 * True once the browser has been idle after the page appeared (when `enabled`): for
 * drawing ahead, hidden, something a tap will show, so that the tap only shows it. The
 * render it triggers is a transition: a tap meanwhile is not held up by it.
 */
export function useIdleWarmUp(enabled: boolean): boolean {
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (!enabled || warm) return;
    // Where there is no idle callback (Safari), 1.5 s after the first paints does the same.
    return whenIdle(() => startTransition(() => setWarm(true)), {
      timeout: 3000,
      fallbackMs: 1500,
    });
  }, [enabled, warm]);
  return warm;
}
