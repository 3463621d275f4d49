import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db';
import type { WeChatAdapter } from '../../wechat/wechat-adapter';
import type { RaisedAlert } from './evaluate-alerts';

/** The portal's notification page (shared/src/routing/paths.ts workDetail; the API does not bundle the routing table). */
const NOTIFICATION_PATH = '/workDetail';

/**
 * The active accounts that see the alert's company (an account covers its companies and
 * everything below them) and have bound WeChat.
 */
async function boundAccountsOf(
  db: Queryable,
  memberId: number,
): Promise<{ accountId: number; openId: string }[]> {
  return db.query(
    `with recursive up as (
       select id, parent_id from members where id = $1
       union all
       select m.id, m.parent_id from members m join up on m.id = up.parent_id)
     select distinct b.account_id as "accountId", b.open_id as "openId"
       from up
       join account_members am on am.member_id = up.id
       join accounts a on a.id = am.account_id and a.status = 'active'
       join wechat_bindings b on b.account_id = am.account_id
      order by 1`,
    [memberId],
  );
}

/**
 * Sends each new alert to the WeChat of every bound account that sees it, through the
 * platform adapter (a template message), and records each attempt in alert_deliveries. A
 * refusal of the platform is recorded and logged, never fails the call that raised it:
 * the notification itself is already in the portal.
 */
export async function deliverAlerts(
  db: Queryable,
  weChat: WeChatAdapter,
  alerts: readonly RaisedAlert[],
  now: Date,
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const alert of alerts) {
    for (const { accountId, openId } of await boundAccountsOf(db, alert.memberId)) {
      const outcome = await weChat
        .sendTemplateMessage({
          openId,
          title: alert.title,
          text: alert.content,
          path: `${NOTIFICATION_PATH}?id=${alert.messageId}`,
        })
        .then(
          () => ({ status: 'sent', detail: null }),
          (error: unknown) => ({
            status: 'failed',
            detail: error instanceof Error ? error.message : String(error),
          }),
        );
      if (outcome.status === 'failed')
        log?.warn(
          `alert ${alert.messageId}: WeChat to account ${accountId} failed: ${outcome.detail}`,
        );
      await db.query(
        `insert into alert_deliveries (message_id, account_id, channel, status, detail, created_at)
         values ($1, $2, 'wechat', $3, $4, $5) on conflict do nothing`,
        [alert.messageId, accountId, outcome.status, outcome.detail, now],
      );
    }
  }
}
