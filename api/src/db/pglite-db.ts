import type { PGlite, Transaction } from '@electric-sql/pglite';
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

/** Open PGlite: `dataDir` persists it on disk, none keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return pgliteDb(pg);
}
