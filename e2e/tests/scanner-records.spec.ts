import { ACCOUNTS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { deviceWithRecords } from '../support/scanner';
import { main } from '../support/service';

/**
 * A device's service records on the QR result (spec §2, /qrcodeQuery): ten a page, the page
 * in the address so a reload or a shared link shows the same records. On a desktop and a
 * phone: the page is where a label's link and the site plan's "在扫码查询中查看" lead.
 */
test('the QR result pages through the device’s records, the page kept in the address', async ({
  signedIn,
  page,
}) => {
  const device = await deviceWithRecords(ACCOUNTS.store.account);
  // The seed gives the device more than a page of checks; the test needs a second page.
  expect(device.checkCount).toBeGreaterThan(10);
  await signedIn(ACCOUNTS.store.account, `/qrcodeQuery?qrcode=${encodeURIComponent(device.code)}`);
  const records = main(page).getByRole('list', { name: '服务记录' });
  const rows = records.getByRole('listitem');
  await expect(rows).toHaveCount(10, { timeout: 30_000 });
  const firstOfPage1 = (await rows.first().textContent()) ?? '';

  await main(page).getByRole('listitem', { name: '2', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  await expect(rows.first()).not.toHaveText(firstOfPage1);
  await expect(rows).toHaveCount(Math.min(10, device.checkCount - 10));
  const firstOfPage2 = (await rows.first().textContent()) ?? '';

  await page.reload();
  await expect(rows.first()).toHaveText(firstOfPage2, { timeout: 30_000 });

  // Page 1 is the default: it leaves the address, the label's own link again.
  await main(page).getByRole('listitem', { name: '1', exact: true }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('page'));
  await expect(rows.first()).toHaveText(firstOfPage1);
  expect(new URL(page.url()).searchParams.get('qrcode')).toBe(device.code);
});
