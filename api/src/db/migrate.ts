import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';

/** api/migrations: plain numbered .sql files, applied in name order. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

/** Any fixed number: it names the lock that keeps two servers from migrating at once. */
const MIGRATION_LOCK = 72_616_001;

/**
 * Apply the migrations not yet recorded in schema_migrations, each file once, all in one
 * transaction so a failure leaves the schema as it was. Returns the versions applied.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map(
        (r) => r.version,
      ),
    );
    const applied: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      await tx.exec(await readFile(path.join(dir, file), 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      applied.push(version);
    }
    return applied;
  });
}
