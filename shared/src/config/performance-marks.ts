/**
 * User-timing marks the shell sets, read by the benchmark and the browser tests: the first
 * paint comes from index.html's first frame, so "when can the user act" is a mark of its
 * own, set when the app's first render has committed.
 */
export const PERFORMANCE_MARKS = {
  appReady: 'pp-app-ready',
} as const;
