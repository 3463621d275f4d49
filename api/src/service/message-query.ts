import type {
  MessagePage,
  MessageRow,
  MessageType,
  ReadStatus,
} from '@pest-portal/shared/contract';
import { queryOne, type Queryable } from '../db/db';
import { time } from './labels';

type Row = Omit<MessageRow, 'createTime'> & { createdAt: Date };

const SELECT = `
  select g.id, g.msg_type as "msgType", g.title, g.content, g.member_id as "memberId", m.name as "memberName",
         g.task_id as "taskId", t.order_no as "orderNo", g.created_at as "createdAt", (r.message_id is not null) as read
    from messages g
    join members m on m.id = g.member_id
    left join tasks t on t.id = g.task_id
    left join message_reads r on r.message_id = g.id and r.account_id = $2`;

const toMessage = ({ createdAt, ...row }: Row): MessageRow => ({
  ...row,
  createTime: time(createdAt) ?? '',
});

export interface MessageQuery {
  /** With the member scope, lets the (customer, created) index serve an HQ scope in order. */
  customerId: number;
  members: readonly number[];
  accountId: number;
  readStatus?: ReadStatus;
  msgType?: MessageType;
  pageNum: number;
  pageSize: number;
}

/** The company's notifications, newest first, read state of this account. */
export async function messagePage(db: Queryable, q: MessageQuery): Promise<MessagePage> {
  const params: unknown[] = [q.members, q.accountId, q.customerId];
  const clauses = ['g.member_id = any($1::int[])', 'g.customer_id = $3'];
  if (q.readStatus) clauses.push(`r.message_id is ${q.readStatus === 'read' ? 'not ' : ''}null`);
  if (q.msgType) clauses.push(`g.msg_type = $${params.push(q.msgType)}`);
  const where = clauses.join(' and ');
  const from = `from messages g left join message_reads r on r.message_id = g.id and r.account_id = $2`;
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total ${from} where ${where}`,
    params,
  );
  const [unread] = await db.query<{ n: number }>(
    `select count(*)::int as n ${from} where g.member_id = any($1::int[]) and g.customer_id = $3 and r.message_id is null`,
    [q.members, q.accountId, q.customerId],
  );
  const rows = await db.query<Row>(
    `${SELECT} where ${where} order by g.created_at desc, g.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, q.pageSize, (q.pageNum - 1) * q.pageSize],
  );
  return {
    list: rows.map(toMessage),
    total: count?.total ?? 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    unreadCount: unread?.n ?? 0,
  };
}

export async function findMessage(
  db: Queryable,
  id: number,
  accountId: number,
): Promise<(MessageRow & { customerId: number }) | null> {
  const row = await queryOne<Row & { customerId: number }>(
    db,
    `${SELECT.replace('select g.id,', 'select g.customer_id as "customerId", g.id,')} where g.id = $1`,
    [id, accountId],
  );
  return row ? { ...toMessage(row), customerId: row.customerId } : null;
}

export async function markRead(
  db: Queryable,
  id: number,
  accountId: number,
  now: Date,
): Promise<void> {
  await db.query(
    'insert into message_reads (account_id, message_id, read_at) values ($1, $2, $3) on conflict do nothing',
    [accountId, id, now],
  );
}
