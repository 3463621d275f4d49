import type { Page } from '@pest-portal/shared';

export type FetchPage<T> = (pageNum: number, pageSize: number) => Promise<Page<T>>;

export interface Collected<T> {
  rows: T[];
  total: number;
  /** More rows matched than the export takes. */
  truncated: boolean;
}

/**
 * Every row of a filtered list, page after page (the API serves at most 100 a page), up to
 * `limit` rows: a browser holding a whole tenant's history in memory helps nobody.
 */
export async function collectPages<T>(
  fetchPage: FetchPage<T>,
  pageSize: number,
  limit: number,
): Promise<Collected<T>> {
  const rows: T[] = [];
  let total = 0;
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await fetchPage(pageNum, pageSize);
    total = page.total;
    rows.push(...page.list);
    if (page.list.length < pageSize || rows.length >= Math.min(total, limit)) break;
  }
  return { rows: rows.slice(0, limit), total, truncated: total > limit };
}
