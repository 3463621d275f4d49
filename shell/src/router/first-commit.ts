import { PERFORMANCE_MARKS } from '@pest-portal/shared';

let committed = false;
const waiting: (() => void)[] = [];

/**
 * The app's first render has committed (RootFrame's effect): index.html's frame is
 * replaced, the page can be used. Marked for the benchmark, and what waits for it runs.
 */
export function markFirstCommit(): void {
  if (committed) return; // StrictMode runs the effect twice in development
  committed = true;
  performance.mark(PERFORMANCE_MARKS.appReady);
  for (const run of waiting.splice(0)) run();
}

/** Whether the app's first render has committed. */
export function hasFirstCommit(): boolean {
  return committed;
}

/** `run` now if the first render has committed, else right after it has. */
export function afterFirstCommit(run: () => void): void {
  if (committed) run();
  else waiting.push(run);
}
