/** CPU profile of one throttled load: self time by function (and by script) within [from, to] ms. */
import { chromium } from '@playwright/test';
import { benchServing, BENCH_SHELL_URL } from './protocol';
import { coldCache, throttle, timeUntilShown } from './measure';
import { benchContext, signIn } from './measure-page';
import { BENCH_PAGES, pathOf, type Device } from './pages';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

async function main(): Promise<void> {
  const [name = 'home', device = 'mobile', rate = '7.9', cache = 'warm', from = '0', to = '99999', top = '40'] = process.argv.slice(2);
  const page = BENCH_PAGES.find((p) => p.name === name)!;
  const { launch } = await benchServing();
  const browser = await chromium.launch({ ...launch, headless: true });
  const storage = page.who ? await signIn(browser, page.who, device as Device) : undefined;
  const context = await benchContext(browser, device as Device, storage);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const url = `${BENCH_SHELL_URL}${pathOf(page, device as Device)}`;
  if (cache === 'warm') {
    await tab.goto(url);
    await page.ready(tab).waitFor({ timeout: 60_000 });
    await tab.waitForTimeout(1500);
  } else await coldCache(cdp);
  await throttle(cdp, Number(rate));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await tab.goto(url, { waitUntil: 'commit' });
  const shownMs = await timeUntilShown(tab, page.ready(tab));
  await tab.waitForTimeout(Number(process.env.ZZ_AFTER ?? 500));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const byScript = new Map<string, number>();
  let t = profile.startTime;
  const lo = from === 'shown' ? (shownMs ?? 0) * 1000 : Number(from) * 1000, hi = from === 'shown' ? lo + Number(to) * 1000 : to === 'shown' ? (shownMs ?? 0) * 1000 : Number(to) * 1000;
  let busy = 0;
  // profile times are µs from an arbitrary origin: take the first sample as navigation.
  const origin = profile.startTime;
  let injected = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    const rel = t - origin;
    if (rel < lo || rel > hi) return;
    const n = byId.get(id)!;
    const f = n.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)' && false) return;
    const short = f.url.replace(/^https?:\/\/[^/]+/, (o) => o.slice(-5)).replace(/\?v=.*/, '');
    const key = `${f.functionName || '(anon)'} ${short}:${f.lineNumber}:${f.columnNumber}`;
    if (!f.url && f.lineNumber >= 0) injected += dt;
    busy += dt;
    self.set(key, (self.get(key) ?? 0) + dt);
    byScript.set(short || f.functionName, (byScript.get(short || f.functionName) ?? 0) + dt);
  });
  const fmt = (m: Map<string, number>, n: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n');
  console.log('by script\n' + fmt(byScript, 25));
  console.log('by function\n' + fmt(self, Number(top)));
  console.log({ busyMs: Math.round(busy / 1000), injectedMs: injected / 1000, shownMs, wall: Date.now() - t0 });
  await browser.close();
}
main().catch((e: unknown) => { console.error(e); process.exit(1); });
