import type { Queryable } from '../db/db';
import { queryOne } from '../db/db';

/** At most `max` hits in `windowSeconds`, counted from the first hit of the window. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface Count {
  hits: number;
  /** When the window ends and the count starts afresh. */
  resetsAt: Date;
}

export const overLimit = (count: Count, limit: Limit) => count.hits > limit.max;

/**
 * Count one hit on `bucket` and return the count in its window. The counter lives in the
 * database (one row a bucket, updated in one statement), so every API process behind the
 * proxy counts the same hits.
 */
export async function hit(db: Queryable, bucket: string, limit: Limit, now: Date): Promise<Count> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const row = await queryOne<{ hits: number; windowStart: Date }>(
    db,
    `insert into rate_limit_hits (bucket, window_start, hits) values ($1, $2, 1)
     on conflict (bucket) do update set
       hits = case when rate_limit_hits.window_start <= $3 then 1 else rate_limit_hits.hits + 1 end,
       window_start = case when rate_limit_hits.window_start <= $3 then $2 else rate_limit_hits.window_start end
     returning hits, window_start as "windowStart"`,
    [bucket, now, windowStart],
  );
  const start = row?.windowStart ?? now;
  return {
    hits: row?.hits ?? 1,
    resetsAt: new Date(start.getTime() + limit.windowSeconds * 1000),
  };
}

/** The count in the bucket's current window, without adding a hit. */
export async function peek(db: Queryable, bucket: string, limit: Limit, now: Date): Promise<Count> {
  const row = await queryOne<{ hits: number; windowStart: Date }>(
    db,
    'select hits, window_start as "windowStart" from rate_limit_hits where bucket = $1 and window_start > $2',
    [bucket, new Date(now.getTime() - limit.windowSeconds * 1000)],
  );
  return row
    ? { hits: row.hits, resetsAt: new Date(row.windowStart.getTime() + limit.windowSeconds * 1000) }
    : { hits: 0, resetsAt: now };
}

export async function reset(db: Queryable, bucket: string): Promise<void> {
  await db.query('delete from rate_limit_hits where bucket = $1', [bucket]);
}

/** Forget windows that ended a day ago or more, so the table holds only live counters. */
export async function forgetOld(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from rate_limit_hits where window_start < $1', [
    new Date(now.getTime() - 86_400_000),
  ]);
}
