import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { storedNameOf } from '../files/file-names';
import { findOwnFiles } from '../files/file-queries';
import { feedbackPage, insertFeedback } from './feedback-queries';

/** The uploads behind the given URLs, which must be images this account uploaded. */
async function ownImageIds(
  ctx: AppContext,
  accountId: number,
  urls: readonly string[],
): Promise<number[]> {
  const names = urls.map(storedNameOf);
  const files = await findOwnFiles(
    ctx.db,
    accountId,
    names.filter((n): n is string => n !== null),
  );
  const ids = names.map(
    (name) => files.find((f) => f.storedName === name && f.contentType.startsWith('image/'))?.id,
  );
  if (ids.some((id) => id === undefined))
    throw invalidField('images', '图片无效或不是本账号上传的，请重新上传');
  if (new Set(ids).size !== ids.length) throw invalidField('images', '同一张图片只能添加一次');
  return ids.filter((id): id is number => id !== undefined);
}

/**
 * POST /customer/feedback/submit: stored for the current company (mid).
 * POST /customer/feedback/page: the feedback of the current company and its sub-companies.
 */
export function registerFeedbackRoutes(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.feedbackSubmit, async (input, { auth }) => {
    const images = input.images ?? [];
    const fileIds = await ownImageIds(ctx, auth.accountId, images);
    const row = {
      customerId: auth.customerId,
      memberId: auth.mid,
      accountId: auth.accountId,
      fileIds,
      createdAt: ctx.now(),
    };
    const fields = { ...input, contact: input.contact ?? '', images };
    const id = await ctx.db.transaction((tx) => insertFeedback(tx, { ...row, ...fields }));
    return { id };
  });

  router.route(ENDPOINTS.feedbackPage, (input, { auth }) =>
    feedbackPage(
      ctx.db,
      { customerId: auth.customerId, memberIds: auth.midScope, ...input },
      ctx.settings.api.basePath,
    ),
  );
}
