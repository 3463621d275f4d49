import type { Queryable } from '../db/db';
import { queryOne } from '../db/db';

export interface AccountRow {
  id: number;
  accountName: string;
  phone: string | null;
  passwordHash: string;
  accountKey: string;
  status: 'active' | 'disabled';
  lockedUntil: Date | null;
}

const COLUMNS = `id, account_name as "accountName", phone, password_hash as "passwordHash",
  account_key as "accountKey", status, locked_until as "lockedUntil"`;

/** Accounts log in with their account name or their phone number. */
export function findLoginAccount(db: Queryable, login: string): Promise<AccountRow | null> {
  return queryOne<AccountRow>(
    db,
    `select ${COLUMNS} from accounts where account_name = $1 or phone = $1 order by id limit 1`,
    [login],
  );
}

export function findAccount(db: Queryable, accountId: number): Promise<AccountRow | null> {
  return queryOne<AccountRow>(db, `select ${COLUMNS} from accounts where id = $1`, [accountId]);
}

export async function setPasswordHash(
  db: Queryable,
  accountId: number,
  passwordHash: string,
): Promise<void> {
  await db.query('update accounts set password_hash = $2 where id = $1', [accountId, passwordHash]);
}
