import { useEffect, useState } from 'react';
import { afterNextPaint } from '@pest-portal/shared';

/**
 * False until `first` has been true and the browser has painted since, then true for good.
 * A dashboard draws its figures (what a person came for, and the bench's "data shown") and
 * only then mounts its filters, chart cards and notices: on a phone their first render,
 * dozens of antd components with skeletons, otherwise shares the main thread with the
 * figures' answer and delays it (issue 13). Their requests are not delayed: the route's
 * loader has sent them. afterNextPaint also gives up waiting in a hidden tab, which paints
 * no frames.
 */
export function useDrawnAfter(first: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!first || drawn) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (live) setDrawn(true);
    });
    return () => {
      live = false;
    };
  }, [first, drawn]);
  return drawn;
}
