import type { Rng } from '../prng';
import { assetPath, photoName } from './assets';
import type { Column } from './bulk';
import { at, dateOf, today } from './calendar';
import { RISK_PLACES } from './visit-records';
import type { SeedMember } from './sites';
import type { SeedTask } from './visits';

export const MESSAGE_COLUMNS: readonly Column[] = [
  ['id', 'int'],
  ['customer_id', 'int'],
  ['member_id', 'int'],
  ['msg_type', 'text'],
  ['task_id', 'int'],
  ['title', 'text'],
  ['content', 'text'],
  ['created_at', 'timestamptz'],
];

const RECENT_MS = 60 * 86400_000;

/**
 * Notifications a member received: reports to sign, visits finished lately, a visit
 * under way, visits planned for the next 30 days. Only recent ones: older are not kept.
 */
export function taskMessages(tasks: readonly SeedTask[], firstId: number, now: Date): unknown[][] {
  const rows: unknown[][] = [];
  const todayDay = today(now);
  let id = firstId;
  for (const t of tasks) {
    const base = [t.customerId, t.memberId];
    if (t.status === 'waitSign' && t.endTime) {
      rows.push([
        id++,
        ...base,
        'waitSign',
        t.id,
        '服务报告待签字',
        `工单 ${t.orderNo} 已完成服务，请查看服务报告并签字确认。`,
        t.endTime.toISOString(),
      ]);
    } else if (
      t.status === 'finished' &&
      t.signedAt &&
      now.getTime() - t.signedAt.getTime() < RECENT_MS
    ) {
      rows.push([
        id++,
        ...base,
        'finished',
        t.id,
        '服务已完成',
        `工单 ${t.orderNo} 已签字确认，感谢您的配合。`,
        t.signedAt.toISOString(),
      ]);
    } else if (t.status === 'inService') {
      const created = new Date(Math.min(now.getTime() - 3600_000, at(t.planDay, 540).getTime()));
      rows.push([
        id++,
        ...base,
        'planned',
        t.id,
        '技术员已到场服务',
        `工单 ${t.orderNo} 的技术员已到场，正在服务。`,
        created.toISOString(),
      ]);
    } else if (t.status === 'pending' && t.planDay >= todayDay && t.planDay <= todayDay + 30) {
      const created = new Date(
        Math.min(now.getTime() - 3600_000, at(t.planDay - 3, 540).getTime()),
      );
      rows.push([
        id++,
        ...base,
        'planned',
        t.id,
        '服务计划提醒',
        `工单 ${t.orderNo} 计划于 ${dateOf(t.planDay)} 上门服务，请做好准备。`,
        created.toISOString(),
      ]);
    }
  }
  return rows;
}

/** Risk points the customer reported on the riskPoint page: a few a member, in every status. */
export function customerRisks(
  members: readonly SeedMember[],
  count: number,
  firstId: number,
  now: Date,
  rng: Rng,
) {
  const risks: unknown[][] = [];
  const images: unknown[][] = [];
  let id = firstId;
  for (const member of members) {
    for (let i = 0; i < count; i++) {
      const created = new Date(now.getTime() - rng.int(1, 120) * 86400_000);
      const status = rng.pick(['pending', 'rectifying', 'closed'] as const);
      const handled =
        status === 'closed' ? new Date(created.getTime() + 3 * 86400_000).toISOString() : null;
      const pest = rng.next() < 0.5 ? rng.int(1, 10) : null;
      risks.push([
        id,
        member.customerId,
        member.id,
        null,
        'customer',
        pest,
        pest ? 3 : 2,
        rng.int(1, 3),
        rng.pick(RISK_PLACES),
        pest ? '员工反映夜间看到虫害活动' : '地面破损积水，易滋生虫害',
        null,
        status,
        handled ? '已安排技术员处理' : null,
        handled,
        created.toISOString(),
      ]);
      images.push([id, 0, assetPath(photoName(id % 8))]);
      id++;
    }
  }
  return { risks, images };
}
