import { Pool, type PoolClient } from 'pg';
import { pgDb, pgDbOf } from './pg-db';

/** A pool whose one client records what it was asked; `fail` makes those statements throw. */
function fakePool(fail: string[] = []) {
  const sent: string[] = [];
  const released: unknown[] = [];
  const client = {
    query: (sql: string) => {
      sent.push(sql);
      return fail.includes(sql)
        ? Promise.reject(new Error(`${sql} failed`))
        : Promise.resolve({ rows: [] });
    },
    release: (error?: unknown) => void released.push(error),
  } as unknown as PoolClient;
  const pool = new Pool();
  pool.connect = (() => Promise.resolve(client)) as unknown as Pool['connect'];
  return { pool, sent, released };
}

describe('pgDb over a PostgreSQL server', () => {
  it('reports a lost idle connection instead of letting the pool throw it', async () => {
    const logged: string[] = [];
    // No server is needed: a pool connects only when asked to.
    const pool = new Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const db = pgDbOf(pool, (message) => void logged.push(message));
    // What pg-pool emits when the server ends an idle client; unheard, an 'error' event throws.
    expect(() =>
      pool.emit('error', new Error('terminating connection due to administrator command')),
    ).not.toThrow();
    expect(logged).toEqual([
      'database: an idle connection was lost: terminating connection due to administrator command',
    ]);
    await db.close();
    // The exported constructor listens too.
    const other = pgDb('postgres://nobody@127.0.0.1:1/none', () => undefined);
    await other.close();
  });

  it('commits a transaction and gives its connection back', async () => {
    const { pool, sent, released } = fakePool();
    await expect(
      pgDbOf(pool, () => undefined).transaction(async (tx) => {
        await tx.query('select 1');
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(sent).toEqual(['begin', 'select 1', 'commit']);
    expect(released).toEqual([undefined]);
  });

  it('rolls back on failure and closes a connection that cannot roll back', async () => {
    const rolledBack = fakePool(['select 1']);
    await expect(
      pgDbOf(rolledBack.pool, () => undefined).transaction((tx) => tx.query('select 1')),
    ).rejects.toThrow('select 1 failed');
    expect(rolledBack.sent).toEqual(['begin', 'select 1', 'rollback']);
    expect(rolledBack.released).toEqual([undefined]);

    const broken = fakePool(['select 1', 'rollback']);
    await expect(
      pgDbOf(broken.pool, () => undefined).transaction((tx) => tx.query('select 1')),
    ).rejects.toThrow('select 1 failed');
    // release(error): pg-pool destroys the client rather than lending it out mid-transaction.
    expect(broken.released).toEqual([new Error('rollback failed')]);
  });
});
