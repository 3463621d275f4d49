/**
 * The page's main thread in one traced load, task by task (issue 13), for waterfall.ts
 * (PP_WATERFALL_TRACE). The long animation frames it prints name a frame's scripts, not
 * what they spent it on; a trace does: a script's compile and first run (EvaluateScript,
 * by file), V8 making the code cache of a script it meets the second time
 * (v8.produceCache: the bench's warm load pays it), a call into a file's code
 * (FunctionCall: React's work shows as main.js's), style and layout, garbage collection.
 */

import { shortUrl } from './short-url';

/** What Chromium is asked to record: its timeline, V8's compile and cache events, and the
 *  navigation's start (a user-timing mark), which the times are counted from. */
export const TRACE_CATEGORIES = [
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'loading',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      stackTrace?: { url?: string }[];
    };
  };
}

/** The kinds of work a task is broken into; those in BY_FILE also say whose file. */
const KINDS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.produceCache',
  'v8.consumeCache',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'Commit',
  'v8.callFunction',
  'MinorGC',
  'MajorGC',
]);
const BY_FILE = new Set(['EvaluateScript', 'v8.compile', 'FunctionCall']);

function fileOf(e: TraceEvent): string {
  const data = e.args?.data;
  return shortUrl(data?.url || data?.stackTrace?.[0]?.url).slice(0, 50);
}

/**
 * One line per main-thread task of at least `minTaskMs`, from the page's navigation:
 * "start +duration  ms kind file | ...", its largest parts first. A kind nested in itself
 * (V8 reports some so) is counted once.
 */
export function mainThreadLines(trace: Buffer, minTaskMs = 15): string[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return ['(no navigation of the page in the trace)'];
  const mainTid = events.find(
    (e) =>
      e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const onMain = events
    .filter((e) => e.pid === navigation.pid && e.tid === mainTid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0)); // a task before what it holds
  const ms = (us: number) => (us / 1000).toFixed(0);
  const lines: string[] = [];
  onMain.forEach((task, at) => {
    if (task.name !== 'RunTask' || task.ts < navigation.ts || (task.dur ?? 0) < minTaskMs * 1000)
      return;
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    const kindEnds = new Map<string, number>();
    // What the task holds follows it in the sorted list, up to its end.
    for (let i = at + 1; i < onMain.length && (onMain[i] as TraceEvent).ts < end; i++) {
      const e = onMain[i] as TraceEvent;
      if (!KINDS.has(e.name)) continue;
      if (e.ts < (kindEnds.get(e.name) ?? 0)) continue; // inside one of its own kind
      kindEnds.set(e.name, e.ts + (e.dur ?? 0));
      const key = BY_FILE.has(e.name) ? `${e.name} ${fileOf(e)}` : e.name;
      parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0));
    }
    const largest = [...parts]
      .filter(([, us]) => us >= 4000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([key, us]) => `${ms(us)} ${key}`);
    lines.push(
      `task ${ms(task.ts - navigation.ts).padStart(6)} +${ms(task.dur ?? 0).padStart(5)}  ${largest.join(' | ')}`,
    );
  });
  return lines;
}
