import type { Queryable } from '../../db/db';
import { RISK_STATUS_NAMES } from '../../service/labels';
import { RISKS_IN_PERIOD } from './pack-contents';
import type { PackScope } from './pack-scope';

interface RiskRow {
  memberName: string;
  createdAt: string;
  source: string;
  riskType: string;
  grade: string;
  location: string;
  description: string;
  suggestion: string | null;
  status: keyof typeof RISK_STATUS_NAMES;
  handleNote: string | null;
  handledAt: string | null;
}

/** A CSV field: quoted when it holds a separator, a quote or a line break. */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // A leading = + - @ would be a formula in a spreadsheet: keep the text as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The risk points of the pack with their follow-up status, as CSV (UTF-8 with BOM). */
export async function riskCsv(
  db: Queryable,
  customerId: number,
  scope: PackScope,
): Promise<Buffer> {
  const rows = await db.query<RiskRow>(
    `select m.name as "memberName",
            to_char(r.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as "createdAt",
            r.source, rt.name as "riskType", rg.name as grade, r.location, r.description, r.suggestion,
            r.status, r.handle_note as "handleNote",
            to_char(r.handled_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as "handledAt"
       from risk_points r join members m on m.id = r.member_id
       join risk_types rt on rt.id = r.risk_type_id join risk_grades rg on rg.id = r.risk_grade_id
      where r.customer_id = $1 and r.member_id = any($2::int[]) and ${RISKS_IN_PERIOD}
      order by m.name, r.created_at, r.id`,
    [customerId, scope.memberIds, scope.startDate, scope.endDate],
  );
  const head = [
    '公司',
    '发现时间',
    '来源',
    '风险类型',
    '风险等级',
    '位置',
    '描述',
    '整改建议',
    '跟进状态',
    '处理说明',
    '处理时间',
  ];
  const lines = rows.map((r) =>
    [
      r.memberName,
      r.createdAt,
      r.source === 'visit' ? '服务发现' : '客户上报',
      r.riskType,
      r.grade,
      r.location,
      r.description,
      r.suggestion,
      RISK_STATUS_NAMES[r.status],
      r.handleNote,
      r.handledAt,
    ]
      .map(field)
      .join(','),
  );
  return Buffer.from(`\uFEFF${[head.join(','), ...lines].join('\r\n')}\r\n`, 'utf8');
}
