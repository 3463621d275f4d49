import { Pool, type PoolClient } from 'pg';
import type { Db } from './db';

function clientDb(client: PoolClient): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.resolve(),
  };
  return db;
}

/** Where a lost idle connection is reported (main.ts: stderr). */
export type PoolErrorLog = (message: string) => void;

/**
 * Db over a pool of a PostgreSQL server. The pool emits 'error' when the server ends
 * an idle connection (a restart, pg_terminate_backend, idle_session_timeout); without
 * a listener Node throws it and the whole API stops. The pool drops that connection
 * and opens another on the next query, so it is only reported.
 */
export function pgDbOf(pool: Pool, log: PoolErrorLog): Db {
  pool.on('error', (error) => log(`database: an idle connection was lost: ${error.message}`));
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(clientDb(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // A connection that cannot roll back may still be inside the transaction:
        // release(error) closes it instead of lending it to the next caller.
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** Db over a PostgreSQL server (DATABASE_URL): the same SQL as the embedded database. */
export function pgDb(
  connectionString: string,
  log: PoolErrorLog = (message) => console.error(message),
): Db {
  return pgDbOf(new Pool({ connectionString, max: 10 }), log);
}
