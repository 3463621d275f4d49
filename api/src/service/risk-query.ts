import type { Page, RiskPoint, RiskPointPageRequest } from '@pest-portal/shared/contract';
import type { Queryable } from '../db/db';
import { imageUrl, RISK_STATUS_NAMES, time } from './labels';

type RiskRow = Omit<RiskPoint, 'statusName' | 'images' | 'handledAt' | 'createTime'> & {
  paths: string[];
  handledAt: Date | null;
  createdAt: Date;
};

const RISK_SELECT = `
  select r.id, r.task_id as "taskId", t.order_no as "orderNo", r.member_id as "memberId", m.name as "memberName", r.source,
         r.pest_id as "pestId", p.name as "pestName", r.risk_type_id as "riskTypeId", rt.name as "riskTypeName",
         r.risk_grade_id as "riskGradeId", rg.name as "riskGradeName", rg.level as "riskGradeLevel", r.location, r.description,
         r.suggestion, r.status, r.handle_note as "handleNote", r.handled_at as "handledAt", r.created_at as "createdAt",
         array(select i.image_path from risk_point_images i where i.risk_point_id = r.id order by i.position) as paths
    from risk_points r
    join members m on m.id = r.member_id
    join risk_types rt on rt.id = r.risk_type_id
    join risk_grades rg on rg.id = r.risk_grade_id
    left join pests p on p.id = r.pest_id
    left join tasks t on t.id = r.task_id`;

function toRisk(basePath: string, { paths, handledAt, createdAt, ...row }: RiskRow): RiskPoint {
  return {
    ...row,
    images: paths.map((p) => imageUrl(basePath, p)),
    statusName: RISK_STATUS_NAMES[row.status],
    handledAt: time(handledAt),
    createTime: time(createdAt) ?? '',
  };
}

/** A visit's risks: its pest risks (pestRisk/list) or its facility and hygiene ones (risk/list). */
export async function taskRisks(
  db: Queryable,
  basePath: string,
  taskId: number,
  pest: boolean,
): Promise<RiskPoint[]> {
  const rows = await db.query<RiskRow>(
    `${RISK_SELECT} where r.task_id = $1 and r.pest_id is ${pest ? 'not ' : ''}null order by rg.level desc, r.id`,
    [taskId],
  );
  return rows.map((r) => toRisk(basePath, r));
}

export interface RiskQuery extends Omit<RiskPointPageRequest, 'memberId'> {
  customerId: number;
  members: readonly number[];
}

/** riskPointPage: the company's risk points, newest first. */
export async function riskPage(
  db: Queryable,
  basePath: string,
  query: RiskQuery,
): Promise<Page<RiskPoint>> {
  const params: unknown[] = [query.members, query.customerId];
  const clauses = ['r.member_id = any($1::int[])', 'r.customer_id = $2'];
  if (query.status) clauses.push(`r.status = $${params.push(query.status)}`);
  if (query.riskGradeId !== undefined)
    clauses.push(`r.risk_grade_id = $${params.push(query.riskGradeId)}`);
  if (query.source) clauses.push(`r.source = $${params.push(query.source)}`);
  const where = clauses.join(' and ');
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from risk_points r where ${where}`,
    params,
  );
  // Page over risk_points alone (in index order), then join the names to that page only.
  const order = 'r.created_at desc, r.id desc';
  const page = `(select r.* from risk_points r where ${where} order by ${order} limit $${params.length + 1} offset $${params.length + 2}) r`;
  const rows = await db.query<RiskRow>(
    `${RISK_SELECT.replace('from risk_points r', `from ${page}`)} order by ${order}`,
    [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return {
    list: rows.map((r) => toRisk(basePath, r)),
    total: count?.total ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
