/**
 * Input events after which the browser should paint before a request is built and sent.
 * `window.event` is the event being dispatched, if any: React handles events in native
 * listeners, so a request started by a tap's handler (a link's navigation and its route
 * loader, a changed filter) sees it.
 */
const INPUT_EVENTS = new Set([
  'click',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'keydown',
  'keyup',
  'change',
  'input',
  'submit',
]);

/** The person's input event whose handler the code runs in, if any. */
function currentInput(): Event | undefined {
  // window.event is the legacy name of the event in dispatch, kept by every browser; it is
  // the only way to know this from inside a route loader.
  const current = typeof window === 'undefined' ? undefined : window.event;
  return current && INPUT_EVENTS.has(current.type) ? current : undefined;
}

/** Whether the code runs inside the handler of a person's input. */
export function duringInput(): boolean {
  return currentInput() !== undefined;
}

/** Whether that input is a key (keydown, keyup): keys come faster than frames. */
export function duringKeyInput(): boolean {
  return currentInput()?.type.startsWith('key') ?? false;
}

/** Longest wait for the frame: a hidden tab runs no animation frames. */
const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Resolves after the browser's next paint: a callback before the frame, then a task after
 * it. Used so that a tap's first paint (its pressed state, the loading bar) is not held
 * back by the request's own work. On the bench's phone (8x CPU) axios, the encryption and
 * the XHR send took 430 ms of a 570 ms tap that opened a visit, all before that paint (INP).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0);
    });
  });
}

/**
 * Runs `work` at once, or, inside a person's input handler, after that input has painted:
 * work that re-renders a page for a tap (a filter chosen, a page picked) then no longer
 * holds back the tap's own frame (INP).
 */
export function runAfterInputPaint(work: () => void): void {
  if (duringInput()) void afterNextPaint().then(work);
  else work();
}
