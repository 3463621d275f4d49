/**
 * The one database interface the API is written against. Two implementations exist:
 * embedded PGlite (the default) and a PostgreSQL server through `pg` (DATABASE_URL).
 * Both speak the same SQL, so queries and migrations are written once.
 */
export interface Queryable {
  /** Run one parameterised statement ($1, $2, ...) and return its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Run a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Run `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Nested calls join the outer transaction.
   */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** The first row, or null: for lookups by a unique key. */
export async function queryOne<T>(
  db: Queryable,
  sql: string,
  params?: readonly unknown[],
): Promise<T | null> {
  const rows = await db.query<T>(sql, params);
  return rows[0] ?? null;
}
