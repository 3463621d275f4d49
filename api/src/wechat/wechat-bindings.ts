import type { WeChatBaseInfo } from '@pest-portal/shared/contract';
import type { Queryable } from '../db/db';
import { queryOne } from '../db/db';
import type { WeChatUser } from './wechat-adapter';

export async function bindingOf(db: Queryable, accountId: number): Promise<WeChatBaseInfo> {
  const row = await queryOne<WeChatBaseInfo>(
    db,
    'select open_id as "openId", nick_name as "nickName" from wechat_bindings where account_id = $1',
    [accountId],
  );
  return row ?? { openId: null, nickName: null };
}

export async function isBound(db: Queryable, accountId: number): Promise<boolean> {
  return (await bindingOf(db, accountId)).openId !== null;
}

/** Bind, replacing an earlier binding of the same account. */
export async function bind(
  db: Queryable,
  accountId: number,
  user: WeChatUser,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into wechat_bindings (account_id, open_id, nick_name, bound_at) values ($1, $2, $3, $4)
     on conflict (account_id) do update set open_id = excluded.open_id, nick_name = excluded.nick_name, bound_at = excluded.bound_at`,
    [accountId, user.openId, user.nickName, now],
  );
}

export async function unbind(db: Queryable, accountId: number): Promise<void> {
  await db.query('delete from wechat_bindings where account_id = $1', [accountId]);
}
