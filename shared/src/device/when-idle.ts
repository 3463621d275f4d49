/**
 * Runs `run` when the browser is next idle, and returns what cancels it. Safari has no
 * requestIdleCallback: there a timeout of `fallbackMs` stands in (0 still waits for the
 * running task). `timeout`: the longest the browser may hold it back while busy.
 */
export function whenIdle(
  run: () => void,
  options: { timeout?: number; fallbackMs: number },
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(
      run,
      options.timeout === undefined ? undefined : { timeout: options.timeout },
    );
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, options.fallbackMs);
  return () => window.clearTimeout(id);
}
