import type { Rng } from '../prng';
import { assetPath, photoName, PHOTO_COUNT } from './assets';
import type { Column } from './bulk';
import { PESTS, RISK_TYPES } from './reference';
import type { SeedTask } from './visits';

/** Rows of every child table of the served visits, collected before one bulk insert each. */
export interface VisitRecords {
  risks: unknown[][];
  riskImages: unknown[][];
  comments: unknown[][];
}

export const RECORD_COLUMNS: Record<keyof VisitRecords, readonly Column[]> = {
  risks: [
    ['id', 'int'],
    ['customer_id', 'int'],
    ['member_id', 'int'],
    ['task_id', 'int'],
    ['source', 'text'],
    ['pest_id', 'int'],
    ['risk_type_id', 'int'],
    ['risk_grade_id', 'int'],
    ['location', 'text'],
    ['description', 'text'],
    ['suggestion', 'text'],
    ['status', 'text'],
    ['handle_note', 'text'],
    ['handled_at', 'timestamptz'],
    ['created_at', 'timestamptz'],
  ],
  riskImages: [
    ['risk_point_id', 'int'],
    ['position', 'int'],
    ['image_path', 'text'],
  ],
  comments: [
    ['task_id', 'int'],
    ['score', 'int'],
    ['content', 'text'],
    ['account_id', 'int'],
    ['created_at', 'timestamptz'],
  ],
};

export const emptyRecords = (): VisitRecords => ({ risks: [], riskImages: [], comments: [] });

const COMMENTS = [
  '服务及时，处理专业。',
  '技术员很细心，讲解清楚。',
  '效果不错，希望继续保持。',
  '',
  '到场时间比约定晚了半小时。',
];
export const RISK_PLACES = ['后厨地漏', '仓库北侧门缝', '垃圾房墙角', '餐厅吊顶', '外围绿化带'];

export interface RecordIds {
  risk: number;
}

/** What one served visit recorded besides its device checks, photos and materials (see visit-records-sql.ts): perhaps a risk, and a rating. */
export function visitRecords(
  task: SeedTask,
  ids: RecordIds,
  signer: number | null,
  now: Date,
  rng: Rng,
  out: VisitRecords,
): void {
  const end = task.endTime ?? now;
  if (rng.next() < 0.25) {
    const id = ids.risk++;
    const pest = rng.next() < 0.5 ? rng.int(1, PESTS.length) : null;
    const riskType = pest ? 3 : rng.pick([1, 2, 4, 5]);
    const ageDays = (now.getTime() - end.getTime()) / 86400_000;
    const status =
      ageDays > 60
        ? 'closed'
        : ageDays > 10
          ? rng.pick(['rectifying', 'closed'] as const)
          : 'pending';
    const handled =
      status === 'closed' ? new Date(end.getTime() + 5 * 86400_000).toISOString() : null;
    out.risks.push([
      id,
      task.customerId,
      task.memberId,
      task.id,
      'visit',
      pest,
      riskType,
      rng.int(1, 3),
      rng.pick(RISK_PLACES),
      pest
        ? `发现${PESTS[pest - 1]?.[0] ?? ''}活动痕迹`
        : `${RISK_TYPES[riskType - 1] ?? ''}：门窗密封不严、地面积水`,
      '请按建议整改',
      status,
      handled ? '已整改完毕，复查合格' : null,
      handled,
      end.toISOString(),
    ]);
    out.riskImages.push([id, 0, assetPath(photoName(id % PHOTO_COUNT))]);
  }
  if (task.signedAt && rng.next() < 0.7) {
    const score = rng.pick([5, 5, 5, 4, 4, 3, 2]);
    out.comments.push([task.id, score, rng.pick(COMMENTS), signer, task.signedAt.toISOString()]);
  }
}
