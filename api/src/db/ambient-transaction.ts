import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db';

interface Open {
  owner: Db;
  tx: Db;
}

const current = new AsyncLocalStorage<Open>();

/**
 * `db`, whose statements join the transaction their caller runs in: inside
 * `transaction(fn)`, every statement made through it, by `fn` or by anything `fn` calls
 * (code handed the Db rather than the transaction too), runs in that one transaction. So
 * a submit's records and the answer kept for its request id (http/idempotency.ts) are
 * committed together or not at all, whatever the handler does inside.
 */
export function withAmbientTransactions(db: Db): Db {
  const inside = (): Db | null => {
    const open = current.getStore();
    return open?.owner === ambient ? open.tx : null;
  };
  const ambient: Db = {
    query: (sql, params) => (inside() ?? db).query(sql, params),
    exec: (sql) => (inside() ?? db).exec(sql),
    transaction(fn) {
      const tx = inside();
      if (tx) return fn(tx);
      return db.transaction((opened) =>
        current.run({ owner: ambient, tx: opened }, () => fn(opened)),
      );
    },
    close: () => db.close(),
  };
  return ambient;
}

/** Run `fn` outside any ambient transaction: work that outlives the request that began it. */
export const detached = <T>(fn: () => T): T => current.exit(fn);
