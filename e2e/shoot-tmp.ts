// Screenshots at given sizes as given accounts: ACCOUNTS=store,hq SIZES=390,1440 OUT=dir PATHS="/a /b"
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';
const ACC: Record<string, string> = { store: 'store_demo', hq: 'hq_demo' };
(async () => {
  const l = chromiumLaunch();
  const b = await chromium.launch({ executablePath: l.executablePath, args: l.args, env: l.env });
  const out = process.env.OUT!;
  const base = process.env.BASE ?? 'http://localhost:8080';
  for (const who of (process.env.ACCOUNTS ?? 'store,hq').split(',')) {
    for (const w of (process.env.SIZES ?? '390,1440').split(',').map(Number)) {
      const mobile = w < 800;
      const ctx = await b.newContext({ viewport: { width: w, height: mobile ? 844 : 900 }, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: 1, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
      const p = await ctx.newPage();
      await p.goto(`${base}${mobile ? '/mlogin' : '/login'}`);
      await p.getByLabel('账号', { exact: true }).filter({ visible: true }).fill(ACC[who]);
      await p.getByLabel('密码', { exact: true }).filter({ visible: true }).fill('Demo@2026');
      await p.getByRole('button', { name: /登\s*录/ }).filter({ visible: true }).click();
      await p.waitForURL((u) => !/login/.test(u.pathname));
      await p.waitForLoadState('networkidle');
      for (const path of (process.env.PATHS ?? '/').split(' ')) {
        await p.goto(`${base}${path}`);
        await p.waitForLoadState('networkidle');
        await p.waitForTimeout(1500);
        const name = `${out}/${path.replace(/[^a-zA-Z0-9]+/g, '_')}-${who}-${w}.png`;
        await p.screenshot({ path: name, fullPage: true });
        console.log(name);
      }
      await ctx.close();
    }
  }
  await b.close();
})();
