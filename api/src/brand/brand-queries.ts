import type { Queryable } from '../db/db';
import { queryOne } from '../db/db';

export interface BrandRow {
  customerName: string;
  faviconFile: string;
  pictureFile: string;
}

const COLUMNS =
  'b.customer_name as "customerName", b.favicon_file as "faviconFile", b.picture_file as "pictureFile"';

/** The brand of a hostname, else the provider's default brand. */
export async function brandForHost(db: Queryable, hostname: string): Promise<BrandRow | null> {
  return (
    (await queryOne<BrandRow>(
      db,
      `select ${COLUMNS} from brand_domains d join brands b on b.id = d.brand_id where d.hostname = $1`,
      [hostname],
    )) ?? queryOne<BrandRow>(db, `select ${COLUMNS} from brands b where b.is_default`)
  );
}

/** The brand of the customer the first known member id belongs to, if that customer has one. */
export function brandForMembers(
  db: Queryable,
  memberIds: readonly number[],
): Promise<BrandRow | null> {
  return queryOne<BrandRow>(
    db,
    `select ${COLUMNS} from members m
       join customers c on c.id = m.customer_id
       join brands b on b.id = c.brand_id
      where m.id = any($1::int[])
      order by array_position($1::int[], m.id) limit 1`,
    [memberIds],
  );
}

export function brandAsset(
  db: Queryable,
  fileName: string,
): Promise<{ contentType: string; body: string } | null> {
  return queryOne(
    db,
    'select content_type as "contentType", body from brand_assets where file_name = $1',
    [fileName],
  );
}
