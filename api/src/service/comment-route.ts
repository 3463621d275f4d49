import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { time } from './labels';
import { visibleTask } from './scope';

export const ALREADY_RATED = '该工单已评价';

/** comment/add: the customer rates a served visit, once (a second rating is refused, not merged). */
export function registerCommentAdd(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.taskCommentAdd, async (input, { auth }) => {
    const content = input.content ?? '';
    const task = await visibleTask(ctx.db, auth, input.taskId);
    if (task.status !== 'waitSign' && task.status !== 'finished')
      throw invalidField('taskId', '服务尚未完成，暂不能评价');
    const [row] = await ctx.db.query<{ createdAt: Date }>(
      `insert into task_comments (task_id, score, content, account_id, created_at) values ($1, $2, $3, $4, $5)
         on conflict (task_id) do nothing returning created_at as "createdAt"`,
      [input.taskId, input.score, content, auth.accountId, ctx.now()],
    );
    if (!row) throw invalidField('taskId', ALREADY_RATED);
    return {
      taskId: input.taskId,
      score: input.score,
      content,
      createTime: time(row.createdAt) ?? '',
    };
  });
}
