import type { Queryable } from '../db/db';
import { faviconSvg, logoSvg } from './brand-svg';
import { DEMO_BRANDS } from './demo-data';

/** Insert the demo brands with their generated images; returns brand ids by code. */
export async function seedBrands(db: Queryable): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const brand of DEMO_BRANDS) {
    const logo = `${brand.code}-logo.svg`;
    const favicon = `${brand.code}-favicon.svg`;
    await db.query(
      `insert into brand_assets (file_name, content_type, body) values ($1, 'image/svg+xml', $2), ($3, 'image/svg+xml', $4)`,
      [
        logo,
        logoSvg(brand.customerName, brand.color),
        favicon,
        faviconSvg(brand.customerName, brand.color),
      ],
    );
    const [row] = await db.query<{ id: number }>(
      `insert into brands (code, customer_name, favicon_file, picture_file, is_default) values ($1, $2, $3, $4, $5) returning id`,
      [brand.code, brand.customerName, favicon, logo, brand.isDefault ?? false],
    );
    if (!row) throw new Error(`brand ${brand.code} not inserted`);
    ids.set(brand.code, row.id);
    for (const hostname of brand.hostnames) {
      await db.query('insert into brand_domains (hostname, brand_id) values ($1, $2)', [
        hostname,
        row.id,
      ]);
    }
  }
  return ids;
}
