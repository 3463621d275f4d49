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

/** Db over a PostgreSQL server (DATABASE_URL): the same SQL as the embedded database. */
export function pgDb(connectionString: string): Db {
  const pool = new Pool({ connectionString, max: 10 });
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(clientDb(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
