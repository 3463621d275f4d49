import fs from 'node:fs/promises';
import AdmZip from 'adm-zip';
import type { Download, Locator, Page } from '@playwright/test';

export { pdfText } from '../../api/src/service/testing/pdf-text';

/** The files of one kind on the qualification page (a region named after the kind). */
export function kindGroup(page: Page, kind: string): Locator {
  return page.getByRole('region', { name: kind, exact: true });
}

/** The card (phone) or table row (desktop) that shows a file's name. */
export function fileItem(page: Page, name: string): Locator {
  return page.getByRole('row').or(page.locator('.ant-card')).filter({ hasText: name });
}

/** A downloaded archive, opened. */
export async function openZip(download: Download): Promise<AdmZip> {
  return new AdmZip(await fs.readFile(await download.path()));
}
