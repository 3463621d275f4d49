/**
 * How far outside the screen a chart is drawn ahead of a scroll: the next card's top edge
 * is often just below the fold.
 */
export const NEAR_VIEWPORT_MARGIN = '100px 0px';

/**
 * Calls `start` once `element` comes within NEAR_VIEWPORT_MARGIN of the screen, and returns
 * a cancel (which also cancels what `start` returned). The group home's ten charts were all
 * drawn after its data came, one task each of 100-400 ms at the bench's CPU, then animated:
 * a tap in those seconds waited for them (switch company, issue 13: INP). On a 1440 x 900
 * screen four of them are in view, on a phone one; the rest are drawn as they are scrolled to.
 * Without IntersectionObserver (an old browser, jsdom) at once.
 */
export function whenNearViewport(element: Element, start: () => () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return start();
  let cancelStarted: (() => void) | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelStarted = start();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelStarted?.();
  };
}
