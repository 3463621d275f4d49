import type { Queryable } from '../db/db';

/** How long an address stays known after its last successful login. */
export const KNOWN_ADDRESS_DAYS = 90;

/** A successful login makes (or keeps) its address known for the account. */
export async function rememberAddress(
  db: Queryable,
  accountId: number,
  address: string,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into known_login_addresses (account_id, address, last_login_at) values ($1, $2, $3)
     on conflict (account_id, address) do update set last_login_at = excluded.last_login_at`,
    [accountId, address, now],
  );
}

/**
 * Whether the account has logged in from this address lately. Asked with the same query
 * whether or not the name typed is an account (null: none matches), so the time it takes
 * says nothing about which accounts exist.
 */
export async function isKnownAddress(
  db: Queryable,
  accountId: number | null,
  address: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from known_login_addresses where account_id = $1 and address = $2 and last_login_at > $3',
    [accountId ?? 0, address, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000)],
  );
  return rows.length > 0;
}
