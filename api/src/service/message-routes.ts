import {
  ENDPOINTS,
  type MessageDetailQuery,
  type MessagePageRequest,
} from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { forbidden, invalidField, notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { asRecord, FieldErrors, readInt } from '../http/validation';
import { findMessage, markRead, messagePage } from './message-query';
import { readOptionalEnum, readPage } from './parse';
import { SUMMARY_SELECT, toSummary, type SummaryRow } from './task-list-query';

export function parseMessagePage(raw: unknown): MessagePageRequest {
  const body = asRecord(raw);
  const errors = new FieldErrors();
  const request: MessagePageRequest = {
    ...readPage(body, errors),
    readStatus: readOptionalEnum(body, 'readStatus', ['read', 'unread'] as const, errors),
    msgType: readOptionalEnum(
      body,
      'msgType',
      ['planned', 'waitSign', 'finished', 'risk'] as const,
      errors,
    ),
  };
  errors.throwIfAny();
  return request;
}

function parseMessageId(raw: unknown): MessageDetailQuery {
  const id = readInt(asRecord(raw).id);
  if (id === undefined || id < 1) throw invalidField('id', '缺少消息编号 id');
  return { id };
}

/** workList and workDetail: the current company's notifications; opening one marks it read. */
export function registerMessageRoutes(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.messagePage, {
    parse: parseMessagePage,
    handle: (input, { auth }) =>
      messagePage(ctx.db, {
        ...input,
        customerId: auth.customerId,
        members: auth.midScope,
        accountId: auth.accountId,
      }),
  });
  router.route(ENDPOINTS.taskMessageDetail, {
    parse: parseMessageId,
    async handle({ id }, { auth }) {
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
    },
  });
}
