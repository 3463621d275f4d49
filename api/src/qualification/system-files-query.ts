import {
  EXPIRING_WITHIN_DAYS,
  FILE_KINDS,
  type FileKind,
  type KindCount,
  type SystemFile,
  type SystemFilesPage,
  type SystemFilesPageInput,
} from '@pest-portal/shared/contract/qualification';
import type { Queryable } from '../db/db';

/** The kinds in page order, as SQL sorts them. */
const KIND_ORDER = `array_position(array[${FILE_KINDS.map((k) => `'${k}'`).join(',')}]::text[], f.kind)`;

/** Validity as of `today` (China time): ended before today, ends within 30 days, or valid. */
const VALIDITY = `case when f.valid_to is null then 'valid'
  when f.valid_to < $2::date then 'expired'
  when f.valid_to <= $2::date + ${EXPIRING_WITHIN_DAYS} then 'expiring' else 'valid' end`;

export const FILE_COLUMNS = `f.id, f.kind, f.name, f.file_name as "fileName", f.content_type as "contentType",
  octet_length(f.body) as size, f.doc_no as "docNo", f.issuer,
  to_char(f.valid_from, 'YYYY-MM-DD') as "validFrom", to_char(f.valid_to, 'YYYY-MM-DD') as "validTo",
  ${VALIDITY} as validity, (f.valid_to - $2::date) as "daysLeft", f.preview is not null as "hasPreview"`;

/** Escape LIKE's wildcards so a search for "50%" means the text. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of a customer's files, by kind (the page's group order) then name, with the
 * counts of the whole customer (expired, expiring) and of the search per kind.
 */
export async function systemFilesPage(
  db: Queryable,
  customerId: number,
  today: string,
  input: SystemFilesPageInput,
): Promise<SystemFilesPage> {
  const keyword = input.keyword?.trim() ?? '';
  const params: unknown[] = [customerId, today];
  let where = 'f.customer_id = $1';
  if (keyword) {
    params.push(likePattern(keyword));
    where += ` and (f.name ilike $${params.length} or f.doc_no ilike $${params.length})`;
  }
  if (input.kind) {
    params.push(input.kind);
    where += ` and f.kind = $${params.length}`;
  }
  const offset = (input.pageNum - 1) * input.pageSize;
  const list = await db.query<SystemFile>(
    `select ${FILE_COLUMNS} from qualification_files f where ${where}
      order by ${KIND_ORDER}, f.name, f.id limit ${input.pageSize} offset ${offset}`,
    params,
  );
  const kinds = await db.query<{ kind: FileKind; count: number }>(
    `select f.kind, count(*)::int as count from qualification_files f where ${where}
      and $2::date is not null group by f.kind`,
    params,
  );
  const [summary] = await db.query<SystemFilesPage['summary']>(
    `select count(*)::int as total,
            count(*) filter (where f.valid_to < $2::date)::int as expired,
            count(*) filter (where f.valid_to >= $2::date and f.valid_to <= $2::date + ${EXPIRING_WITHIN_DAYS})::int as expiring
       from qualification_files f where f.customer_id = $1`,
    [customerId, today],
  );
  const byKind = new Map(kinds.map((k) => [k.kind, k.count]));
  const counts: KindCount[] = FILE_KINDS.filter((k) => byKind.has(k)).map((kind) => ({
    kind,
    count: byKind.get(kind) ?? 0,
  }));
  return {
    list,
    total: counts.reduce((sum, k) => sum + k.count, 0),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    summary: summary ?? { total: 0, expired: 0, expiring: 0 },
    kinds: counts,
  };
}
