/** The window's width as last seen: read once, then on each resize (viewportWidth). */
let knownWidth: number | undefined;

/**
 * The window's width without reading `window.innerWidth` on every call: that read forces a
 * layout whenever the DOM has changed since the last one, and isMobile runs in the render
 * of many components. On the throttled phone of the benchmark those forced layouts were
 * 0.3 s of the home page's first render (issue 13). Kept current by the resize event,
 * which rotating a phone or resizing a window fires (tests that set the width dispatch it).
 */
function viewportWidth(): number {
  if (knownWidth === undefined) {
    knownWidth = window.innerWidth;
    window.addEventListener(
      'resize',
      () => {
        knownWidth = window.innerWidth;
      },
      { passive: true },
    );
  }
  return knownWidth;
}

/** Phone-sized screen or touch-first device: the mobile layout and /mlogin. */
export function isMobile(userAgent = navigator.userAgent, width?: number): boolean {
  // A phone's user agent decides alone; only other devices need the width.
  return (
    /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent) || (width ?? viewportWidth()) < 768
  );
}

/** Inside the messaging app's built-in browser (its scanner and JS bridge are available). */
export function isWeChat(userAgent = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}
