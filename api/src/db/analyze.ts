import type { Queryable } from './db';

/**
 * Gather planner statistics for the API's own tables (those of the current schema): the
 * list queries' plans depend on them, and PGlite gathers none on its own. Not a bare
 * `analyze`: on a PostgreSQL server that also visits the system catalogs, and an owner
 * who is not a superuser gets a warning in the server's log for each shared one.
 */
export async function analyzeTables(db: Queryable): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      'select quote_ident(tablename) as name from pg_tables where schemaname = current_schema() order by tablename',
    )
  ).map((t) => t.name);
  if (tables.length) await db.exec(`analyze ${tables.join(', ')}`);
  return tables;
}
