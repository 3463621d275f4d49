import type { Queryable } from './db';

/**
 * Vacuum the API's own tables (those of the current schema) and gather their planner
 * statistics, after the seed has filled them: the list queries' plans depend on the
 * statistics, and PGlite gathers none on its own. The vacuum marks the freshly written pages
 * all-visible, which the lists' totals need to be index-only scans (api/README.md, EXPLAIN):
 * until autovacuum came by, each count read the table too. Measured by the load bench
 * (`npm run bench:api`) on PostgreSQL, 100,000 work orders, two API processes, the list at
 * 200 a second started right after the seed: it served 156 a second, p99 8.1 s; the same
 * load a few minutes later, autovacuum done, 200 a second, p99 74 ms. Not a bare
 * `vacuum (analyze)`: on a PostgreSQL server that also visits the system catalogs, and an
 * owner who is not a superuser gets a warning in the server's log for each shared one.
 */
export async function vacuumAnalyzeTables(db: Queryable): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      'select quote_ident(tablename) as name from pg_tables where schemaname = current_schema() order by tablename',
    )
  ).map((t) => t.name);
  if (tables.length) await db.exec(`vacuum (analyze) ${tables.join(', ')}`);
  return tables;
}
