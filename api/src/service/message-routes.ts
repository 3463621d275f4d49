import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { forbidden, notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { findMessage, markRead, messagePage } from './message-query';
import { SUMMARY_SELECT, toSummary, type SummaryRow } from './task-list-query';

/** workList and workDetail: the current company's notifications; opening one marks it read. */
export function registerMessageRoutes(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.messagePage, (input, { auth }) =>
    messagePage(ctx.db, {
      ...input,
      customerId: auth.customerId,
      members: auth.midScope,
      accountId: auth.accountId,
    }),
  );
  router.route(ENDPOINTS.taskMessageDetail, async ({ id }, { auth }) => {
    const message = await findMessage(ctx.db, id, auth.accountId);
    if (!message || message.customerId !== auth.customerId) throw notFound('消息不存在');
    if (!auth.midScope.includes(message.memberId)) throw forbidden('无权查看该消息');
    await markRead(ctx.db, id, auth.accountId, ctx.now());
    const [task] =
      message.taskId === null
        ? []
        : await ctx.db.query<SummaryRow>(`${SUMMARY_SELECT} where t.id = $1`, [message.taskId]);
    const { customerId: _customer, ...row } = message;
    return { ...row, read: true, task: task ? toSummary(task) : null };
  });
}
