import type { FastifyRequest } from 'fastify';
import { HEADERS, STATUS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import { queryOne, type Queryable } from '../db/db';
import { ApiFailure, invalidField } from './api-failure';
import { header } from './headers';

export const STILL_RUNNING = '上一次提交仍在处理中，请稍后刷新查看';
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Kept a day: a resend comes seconds or minutes later; a day covers a phone left offline. */
const KEEP_HOURS = 24;

/**
 * Run a submit once per client-made request id (the requestId header) and account: the
 * first call runs and its answer is kept; a resend after a lost answer gets that answer
 * again and stores nothing. Calls without the header run as before.
 *
 * The claim of the id, everything the submit writes and the answer kept are one
 * transaction (db/ambient-transaction.ts: the handler's statements join it), so a process
 * that dies half-way leaves no trace and a resend runs afresh; a refusal leaves none
 * either. A resend arriving while the first still runs waits for its claim (the id's key)
 * and then reads its answer.
 */
export async function once<T>(
  ctx: AppContext,
  request: FastifyRequest,
  auth: AuthContext,
  endpoint: string,
  run: () => Promise<T>,
): Promise<T> {
  const id = header(request, HEADERS.requestId);
  if (id === undefined) return run();
  if (!REQUEST_ID.test(id)) throw invalidField(HEADERS.requestId, '请求编号无效');
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const claimed = await queryOne<{ claimed: boolean }>(
        tx,
        `insert into request_ids (account_id, request_id, endpoint, created_at) values ($1, $2, $3, $4)
         on conflict (account_id, request_id) do nothing returning true as claimed`,
        [auth.accountId, id, endpoint, now],
      );
      if (!claimed) return earlierAnswer<T>(tx, auth, id, endpoint);
      const data = await run();
      await tx.query(
        'update request_ids set answer = $3 where account_id = $1 and request_id = $2',
        [auth.accountId, id, JSON.stringify({ data: data ?? null })],
      );
      return data;
    });
  } finally {
    await ctx.db.query('delete from request_ids where created_at < $1', [
      new Date(now.getTime() - KEEP_HOURS * 3600_000),
    ]);
  }
}

/** The answer kept for an id already used: the same endpoint's, or a refusal. */
async function earlierAnswer<T>(
  db: Queryable,
  auth: AuthContext,
  id: string,
  endpoint: string,
): Promise<T> {
  const earlier = await queryOne<{ endpoint: string; answer: { data: T } | null }>(
    db,
    'select endpoint, answer from request_ids where account_id = $1 and request_id = $2',
    [auth.accountId, id],
  );
  if (earlier?.endpoint !== endpoint) throw invalidField(HEADERS.requestId, '请求编号重复');
  // Only a row kept before the answer joined the claim's transaction can lack one.
  if (!earlier.answer) throw new ApiFailure(STATUS.VALIDATION, STILL_RUNNING);
  return earlier.answer.data;
}
