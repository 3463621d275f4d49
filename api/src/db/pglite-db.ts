import type { PGlite, PGliteOptions, Transaction } from '@electric-sql/pglite';
import type { Db } from './db';

/** A transaction already open: nested `transaction` calls run inside it. */
function txDb(tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await tx.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.resolve(),
  };
  return db;
}

/** Db over an embedded PGlite (in memory, or persisted in a folder). */
export function pgliteDb(pg: PGlite): Db {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pg.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(txDb(tx))),
    close: () => pg.close(),
  };
}

/**
 * Options of a PGlite kept in memory, which only the test suites open: a buffer pool of
 * 16 MB instead of PostgreSQL's 128 MB. A test database is a seeded copy of ~20 MB that
 * already lives in memory, and setting up the larger pool was a third of each opening
 * (1.7-2.7 s -> 1.2-1.7 s here); the API suite opens one for each of its ~50 files.
 */
export async function inMemoryPgliteOptions(): Promise<PGliteOptions> {
  const { PGlite } = await import('@electric-sql/pglite');
  return { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };
}

/** Open PGlite: `dataDir` persists it on disk, none keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = dataDir ? new PGlite(dataDir) : new PGlite(await inMemoryPgliteOptions());
  await pg.waitReady;
  return pgliteDb(pg);
}
