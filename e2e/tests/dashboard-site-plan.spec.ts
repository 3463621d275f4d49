import { apiLogin, apiPost } from '../support/api-client';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/env';
import { expectNoSidewaysScroll } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { waitForIdle } from '../support/portal';

test.describe('site plan of an area (issue 10)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('home leads to an area’s plan; a device opens its records; the plan fits the screen', async ({
    page,
    signedIn,
  }) => {
    await signedIn(ACCOUNTS.store.account, '/home');
    const links = page.getByRole('navigation', { name: '各区域平面图' });
    const first = links.getByRole('link').first();
    await expect(first).toBeVisible({ timeout: 60_000 });
    const areaName = (await first.textContent())?.trim() ?? '';
    await first.click();

    await expect(page).toHaveURL(/\/home\/sitePlan\?.*area=\d+/);
    const plan = page.locator('.pp-site-plan');
    await expect(plan.getByRole('heading', { name: new RegExp(`· ${areaName}$`) })).toBeVisible({
      timeout: 30_000,
    });
    const image = plan.getByRole('img', { name: `${areaName} 区域平面图` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Every device of the table is a marker on the plan, named by its code and activity.
    // Data rows only: a fixed-layout antd table keeps a hidden measure row in its body.
    const rows = plan.getByRole('table').locator('tbody tr.ant-table-row');
    const codes = (await rows.locator('td:first-child').allTextContents()).map((c) => c.trim());
    expect(codes.length).toBeGreaterThan(0);
    const markers = plan.getByRole('button', { name: /^D\d+-\d{3} .+：.+，检查\d+次，捕获\d+只/ });
    await expect(markers).toHaveCount(codes.length);

    // The plan scales with the page: the markers stay inside the image, no sideways scroll.
    const box = (await image.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    for (const marker of await markers.all()) {
      const m = (await marker.boundingBox())!;
      expect(m.x + m.width / 2).toBeGreaterThan(box.x);
      expect(m.x + m.width / 2).toBeLessThan(box.x + box.width);
      expect(m.y + m.height / 2).toBeGreaterThan(box.y);
      expect(m.y + m.height / 2).toBeLessThan(box.y + box.height);
    }
    await waitForIdle(page);
    await expectNoSidewaysScroll(page);

    // A click on a marker opens that device's records, as the QR query lists them.
    const code = codes[0]!;
    await plan.getByRole('button', { name: new RegExp(`^${code} `) }).click();
    const drawer = page.getByRole('dialog', { name: `${code} 检查记录` });
    await expect(drawer).toBeVisible();
    // Its summary counts the plan's period, and says so: the records below are all of them.
    const period = (await plan.getByText(/^统计期间：/).textContent()) ?? '';
    expect(period).toMatch(/^统计期间：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/);
    await expect(drawer.getByText(period, { exact: true })).toBeVisible();
    await expect(
      drawer.getByRole('link', { name: /^查看详情 \d{4}-\d{2}-\d{2}/ }).first(),
    ).toBeVisible({ timeout: 20_000 });
    const drawerBox = (await drawer.boundingBox())!;
    if (viewport.width < 500) expect(drawerBox.width).toBeGreaterThanOrEqual(viewport.width - 1);

    // The choice is in the address: a reload shows the same area.
    await page.reload();
    await expect(plan.getByRole('heading', { name: new RegExp(`· ${areaName}$`) })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('another customer’s area is refused with a clear message', async ({ page, login }) => {
    // store_demo's first area, found through the API (preparation, not the user's path).
    const store = (await apiLogin(ACCOUNTS.store.account, DEMO_PASSWORD)).data;
    const areas = await apiPost<{ areaId: number }[]>('/customer/sitePlan/areaSelect', {}, store);
    const areaId = areas.data[0]?.areaId;
    expect(areaId).toBeGreaterThan(0);
    await login(ACCOUNTS.other.account, { rurl: '/workList' });
    await page.goto(`/home/sitePlan?area=${areaId}`);
    await expect(page.getByText('未找到该区域，请从列表中重新选择')).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a headquarters reaches its members’ plans from the group home', async ({
    page,
    signedIn,
  }) => {
    await signedIn(ACCOUNTS.hq.account, '/groupHome');
    await page.getByRole('main').getByRole('link', { name: '区域平面图', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/sitePlan/);
    // No company chosen on the group home: the plan of the first area, the member to pick.
    const plan = page.locator('.pp-site-plan');
    await expect(plan.getByRole('img', { name: /区域平面图$/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('combobox').first()).toBeVisible();
  });
});

test.describe('site plan on paper (issue 10)', { tag: '@desktop' }, () => {
  test('the printout holds the plan, its markers and the device table, nothing of the portal around it', async ({
    page,
    signedIn,
  }) => {
    test.setTimeout(120_000);
    await signedIn(ACCOUNTS.store.account, '/home');
    const first = page.getByRole('navigation', { name: '各区域平面图' }).getByRole('link').first();
    await expect(first).toBeVisible({ timeout: 60_000 });
    await first.click();
    const plan = page.locator('.pp-site-plan');
    const image = plan.getByRole('img', { name: /区域平面图$/ });
    await expect(image).toBeVisible({ timeout: 30_000 });
    // Data rows only: a fixed-layout antd table keeps a hidden measure row in its body.
    const rows = plan.getByRole('table').locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await waitForIdle(page);
    const deviceCount = await rows.count();

    await page.emulateMedia({ media: 'print' });
    // The portal's frame and the page's own controls stay off the paper.
    await expect(page.getByRole('banner')).toBeHidden();
    for (const frame of ['.ant-layout-sider', '.ant-breadcrumb', '.ant-layout-footer'])
      await expect(page.locator(frame), frame).toBeHidden();
    await expect(page.locator('[data-print="hide"]').first()).toBeHidden();
    // The plan, every marker on it and every device row are there, the cells whole.
    await expect(image).toBeVisible();
    await expect(plan.getByRole('button', { name: /^D\d+-\d{3} / })).toHaveCount(deviceCount);
    await expect(rows).toHaveCount(deviceCount);
    const cut = await plan
      .locator('td')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length);
    expect(cut, 'table cells cut on paper').toBe(0);
    // Chromium's own print to A4: a short document, the plan on its first page.
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(4);
    await page.screenshot({ path: test.info().outputPath('site-plan-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
});
