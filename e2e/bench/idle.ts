import fs from 'node:fs';

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on Linux's every architecture). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user and system, in clock ticks) used so far by the processes under each of
 * `roots`, themselves included, from /proc; null where there is no /proc (not Linux).
 */
function treeCpuTicks(roots: number[]): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited while listed
    }
    // After "pid (comm) ": state, ppid, ... utime and stime are the 12th and 13th fields.
    // comm may hold spaces and parentheses, hence the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let sum = 0;
  const queue = [...roots];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    sum += ticks.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return sum;
}

/**
 * Wait until the processes under `roots` have settled: under `share` of one core over a
 * `windowMs` window, at most `timeoutMs` in all. A portal answers before its start-up work
 * is over (scripts/start.cjs's API and file servers spent ~1 core for ~2 s more here), and
 * a BenchmarkIndex read or a page measured meanwhile meets it: a trial read 2435 before
 * the portals started and 2246 right after. Returns how long it waited, and whether the
 * processes settled (false: timed out, or no /proc to read; the run goes on and says so).
 */
export async function untilIdle(
  roots: number[],
  { share = 0.05, windowMs = 2000, timeoutMs = 60_000 } = {},
): Promise<{ waitedMs: number; settled: boolean }> {
  const start = Date.now();
  const first = treeCpuTicks(roots);
  if (first === null) return { waitedMs: 0, settled: false };
  let before: number = first;
  while (Date.now() - start < timeoutMs) {
    await new Promise((r) => setTimeout(r, windowMs));
    const now: number = treeCpuTicks(roots) ?? before;
    const busy = (now - before) / TICKS_PER_SECOND / (windowMs / 1000);
    if (busy < share) return { waitedMs: Date.now() - start, settled: true };
    before = now;
  }
  return { waitedMs: Date.now() - start, settled: false };
}
