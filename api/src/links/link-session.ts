import type { Queryable } from '../db/db';
import { queryOne } from '../db/db';

export interface LinkHolder {
  accountId: number;
  customerId: number;
}

/**
 * The account behind a link's session, when that session is still live: logout deletes
 * the row and a password change deletes them all, so either ends every link made for it.
 */
export function liveLinkSession(
  db: Queryable,
  sessionId: number,
  now: Date,
): Promise<LinkHolder | null> {
  return queryOne<LinkHolder>(
    db,
    `select a.id as "accountId", a.customer_id as "customerId"
       from sessions s join accounts a on a.id = s.account_id
      where s.id = $1 and s.expires_at > $2 and a.status = 'active'`,
    [sessionId, now],
  );
}
