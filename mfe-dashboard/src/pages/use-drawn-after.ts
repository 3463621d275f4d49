import { useEffect, useState } from 'react';

/**
 * False until `first` has been true and the browser has painted since, then true for good.
 * A dashboard draws its figures (what a person came for, and the bench's "data shown") and
 * only then mounts its filters, chart cards and notices: on a phone their first render,
 * dozens of antd components with skeletons, otherwise shares the main thread with the
 * figures' answer and delays it (issue 13). Their requests are not delayed: the route's
 * loader has sent them.
 */
export function useDrawnAfter(first: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!first || drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before its paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [first, drawn]);
  return drawn;
}
