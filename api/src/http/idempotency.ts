import type { FastifyRequest } from 'fastify';
import { HEADERS, STATUS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import { queryOne } from '../db/db';
import { ApiFailure, invalidField } from './api-failure';
import { header } from './headers';

export const STILL_RUNNING = '上一次提交仍在处理中，请稍后刷新查看';
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Kept a day: a resend comes seconds or minutes later; a day covers a phone left offline. */
const KEEP_HOURS = 24;

/**
 * Run a submit once per client-made request id (the requestId header) and account: the
 * first call runs and its answer is kept; a resend after a lost answer gets that answer
 * again and stores nothing. A resend while the first still runs is told to wait; a first
 * call that failed leaves no trace, so a resend after a refusal runs afresh. Calls without
 * the header run as before.
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
  const claimed = await queryOne<{ claimed: boolean }>(
    ctx.db,
    `insert into request_ids (account_id, request_id, endpoint, created_at) values ($1, $2, $3, $4)
     on conflict (account_id, request_id) do nothing returning true as claimed`,
    [auth.accountId, id, endpoint, now],
  );
  if (!claimed) {
    const earlier = await queryOne<{ endpoint: string; answer: { data: T } | null }>(
      ctx.db,
      'select endpoint, answer from request_ids where account_id = $1 and request_id = $2',
      [auth.accountId, id],
    );
    if (earlier?.endpoint !== endpoint) throw invalidField(HEADERS.requestId, '请求编号重复');
    if (!earlier.answer) throw new ApiFailure(STATUS.VALIDATION, STILL_RUNNING);
    return earlier.answer.data;
  }
  try {
    const data = await run();
    await ctx.db.query(
      'update request_ids set answer = $3 where account_id = $1 and request_id = $2',
      [auth.accountId, id, JSON.stringify({ data: data ?? null })],
    );
    return data;
  } catch (error) {
    await ctx.db.query('delete from request_ids where account_id = $1 and request_id = $2', [
      auth.accountId,
      id,
    ]);
    throw error;
  } finally {
    await ctx.db.query('delete from request_ids where created_at < $1', [
      new Date(now.getTime() - KEEP_HOURS * 3600_000),
    ]);
  }
}
