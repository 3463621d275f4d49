import { COMMENT_LIMITS, ENDPOINTS, type CommentAddRequest } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { asRecord, charCount, FieldErrors, readInt, readString } from '../http/validation';
import { time } from './labels';
import { parseTaskId } from './parse';
import { visibleTask } from './scope';

export const ALREADY_RATED = '该工单已评价';

export function parseCommentAdd(raw: unknown): CommentAddRequest {
  const body = asRecord(raw);
  const { taskId } = parseTaskId(body);
  const errors = new FieldErrors();
  const score = readInt(body.score);
  if (score === undefined || score < COMMENT_LIMITS.scoreMin || score > COMMENT_LIMITS.scoreMax)
    errors.add('score', '请选择1到5星评分');
  const content = (readString(body.content) ?? '').trim();
  if (charCount(content) > COMMENT_LIMITS.contentMax)
    errors.add('content', `评价内容不能超过${COMMENT_LIMITS.contentMax}字`);
  errors.throwIfAny();
  return { taskId, score: score ?? 0, content };
}

/** comment/add: the customer rates a served visit, once (a second rating is refused, not merged). */
export function registerCommentAdd(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.taskCommentAdd, {
    parse: parseCommentAdd,
    async handle(input, { auth }) {
      const task = await visibleTask(ctx.db, auth, input.taskId);
      if (task.status !== 'waitSign' && task.status !== 'finished')
        throw invalidField('taskId', '服务尚未完成，暂不能评价');
      const [row] = await ctx.db.query<{ createdAt: Date }>(
        `insert into task_comments (task_id, score, content, account_id, created_at) values ($1, $2, $3, $4, $5)
         on conflict (task_id) do nothing returning created_at as "createdAt"`,
        [input.taskId, input.score, input.content, auth.accountId, ctx.now()],
      );
      if (!row) throw invalidField('taskId', ALREADY_RATED);
      return {
        taskId: input.taskId,
        score: input.score,
        content: input.content,
        createTime: time(row.createdAt) ?? '',
      };
    },
  });
}
