import { FEEDBACK_TYPES } from '@pest-portal/shared/contract';
import type { Queryable } from '../db/db';
import type { Rng } from './prng';
import type { SeededMember } from './seed-customers';

const CONTENTS = [
  '后厨地漏附近发现蟑螂，请安排加急处理。',
  '本月服务人员准时到场，处理细致，非常满意。',
  '仓库鼠饵站有两个位置被货物挡住，请下次调整布点。',
  '希望服务报告能增加现场照片的说明文字。',
  '前台区域近期飞虫较多，请评估是否需要增加灭蝇灯。',
  '上次服务后员工反映有药剂气味，请说明使用的药剂。',
  '建议将季度检查时间调整到周末，避免影响营业。',
  '垃圾房外墙发现白蚁痕迹，请尽快派人查看。',
];
const REPLIES = [
  '已安排技术人员48小时内上门处理，感谢您的反馈。',
  '感谢认可，我们会继续保持服务质量。',
  '已调整布点方案，下次服务时执行。',
  '已转交质量部门评估，稍后联系您。',
];
const CONTACTS = ['张经理 13900001111', '李主管', '', '王女士 021-55550000'];

const COLUMNS = [
  'customer_id',
  'member_id',
  'account_id',
  'feedback_type',
  'content',
  'contact',
  'status',
  'reply',
  'reply_time',
  'created_at',
];
const TYPES = [
  'int',
  'int',
  'int',
  'text',
  'text',
  'text',
  'text',
  'text',
  'timestamptz',
  'timestamptz',
];
const BATCH = 5000;

/**
 * A few feedback rows per member (times the seed scale), statuses mixed: pending,
 * processing, replied with a reply a few hours to days later. Inserted in batches of
 * column arrays, which stays fast at benchmark scale.
 */
export async function seedFeedback(
  db: Queryable,
  members: readonly SeededMember[],
  accountOf: (customerId: number) => number | null,
  rng: Rng,
  now: Date,
  scale: number,
) {
  const rows: unknown[][] = [];
  for (const member of members) {
    const count = Math.max(1, Math.round((3 + rng.int(0, 2)) * scale));
    for (let i = 0; i < count; i++) {
      const created = new Date(now.getTime() - rng.int(1, 180 * 24 * 60) * 60_000);
      const status = rng.pick(['pending', 'processing', 'replied', 'replied'] as const);
      const replied =
        status === 'replied'
          ? new Date(Math.min(now.getTime(), created.getTime() + rng.int(60, 3 * 24 * 60) * 60_000))
          : null;
      rows.push([
        member.customerId,
        member.id,
        accountOf(member.customerId),
        rng.pick(FEEDBACK_TYPES),
        rng.pick(CONTENTS),
        rng.pick(CONTACTS),
        status,
        replied ? rng.pick(REPLIES) : null,
        replied?.toISOString() ?? null,
        created.toISOString(),
      ]);
    }
  }
  const unnest = TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const columns = COLUMNS.map((_, i) => batch.map((row) => row[i]));
    await db.query(
      `insert into feedback (${COLUMNS.join(', ')}) select * from unnest(${unnest})`,
      columns,
    );
  }
  return rows.length;
}
