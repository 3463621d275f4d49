import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-context';
import { queryOne, type Queryable } from '../db/db';
import { storedNameOf } from '../files/file-names';
import { invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { time } from './labels';
import { visibleTask } from './scope';

export const ALREADY_SIGNED = '该工单已签字，不能重复签字';
export const NOT_READY = '该工单尚未完成服务，暂不能签字';

/** The signature must be a PNG this account uploaded (spec §3: the pad's image.png). */
async function ownPng(
  db: Queryable,
  auth: AuthContext,
  signUrl: string,
): Promise<{ id: number; storedName: string }> {
  const storedName = storedNameOf(signUrl);
  const file = storedName
    ? await queryOne<{ id: number; contentType: string }>(
        db,
        'select id, content_type as "contentType" from uploaded_files where stored_name = $1 and owner_account_id = $2',
        [storedName, auth.accountId],
      )
    : null;
  if (!file || !storedName) throw invalidField('signUrl', '签名图片无效，请重新签名');
  if (file.contentType !== 'image/png') throw invalidField('signUrl', '签名图片须为 PNG');
  return { id: file.id, storedName };
}

/**
 * signature: the customer signs a served visit, which completes it. One transaction:
 * the order is locked, must still await signature, and is moved to finished with who
 * signed and when; a second or concurrent submit finds it finished and is refused.
 */
export function registerSignature(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.taskSignature, async (input, { auth }) => {
    const file = await ownPng(ctx.db, auth, input.signUrl);
    return ctx.db.transaction(async (tx) => {
      const task = await visibleTask(tx, auth, input.taskId, true);
      if (task.status === 'finished') throw invalidField('taskId', ALREADY_SIGNED);
      if (task.status !== 'waitSign') throw invalidField('taskId', NOT_READY);
      const signer =
        (input.signerName || undefined) ??
        (
          await queryOne<{ name: string }>(
            tx,
            'select account_name as name from accounts where id = $1',
            [auth.accountId],
          )
        )?.name;
      const [row] = await tx.query<{ signedAt: Date }>(
        `update tasks set status = 'finished', customer_sign_path = $2, customer_sign_file_id = $3, customer_signer_name = $4,
                  customer_signed_at = $5, customer_signed_by = $6
            where id = $1 and status = 'waitSign' returning customer_signed_at as "signedAt"`,
        [task.id, `files/${file.storedName}`, file.id, signer ?? null, ctx.now(), auth.accountId],
      );
      if (!row) throw invalidField('taskId', ALREADY_SIGNED);
      await tx.query(
        `insert into messages (customer_id, member_id, msg_type, task_id, title, content, created_at)
           values ($1, $2, 'finished', $3, '服务已完成', $4, $5)`,
        [
          task.customerId,
          task.memberId,
          task.id,
          `工单 ${task.orderNo} 已签字确认，感谢您的配合。`,
          row.signedAt,
        ],
      );
      return { taskId: task.id, status: 'finished' as const, signTime: time(row.signedAt) ?? '' };
    });
  });
}
