import type { Queryable } from '../../db/db';

/** A column to insert and its PostgreSQL type (for the unnest cast). */
export type Column = readonly [name: string, type: string];

const BATCH = 5000;

/**
 * Insert rows as column arrays through unnest: one statement per 5,000 rows, which is
 * what keeps the benchmark seed (hundreds of thousands of rows) fast on PGlite.
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: readonly Column[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const names = columns.map(([name]) => name).join(', ');
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const arrays = columns.map((_, i) => batch.map((row) => row[i] ?? null));
    await db.query(`insert into ${table} (${names}) select * from unnest(${unnest})`, arrays);
  }
}

/** The seed assigns ids itself (child rows need them before the insert); start past the existing ones. */
export async function nextId(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `select coalesce(max(id), 0)::int + 1 as id from ${table}`,
  );
  return row?.id ?? 1;
}

/** After inserting explicit ids, move the identity sequence past them. */
export async function syncSequence(db: Queryable, table: string): Promise<void> {
  await db.query(
    `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
  );
}
