import type { Queryable } from '../../db/db';
import type { PackScope } from './pack-scope';

export const PEST_CATEGORIES = ['rodent', 'crawling', 'flying', 'stored', 'other'] as const;
export const PEST_CATEGORY_NAMES: Record<(typeof PEST_CATEGORIES)[number], string> = {
  rodent: '鼠类',
  crawling: '爬虫类',
  flying: '飞虫类',
  stored: '仓储害虫',
  other: '其他',
};

export interface TrendRow {
  /** YYYY-MM, or a company's name in the per-company table. */
  label: string;
  visits: number;
  checks: number;
  abnormal: number;
  catches: Record<(typeof PEST_CATEGORIES)[number], number>;
}

interface Raw {
  label: string;
  visits: number;
  checks: number;
  abnormal: number;
  rodent: number;
  crawling: number;
  flying: number;
  stored: number;
  other: number;
}

/** Per month and per company: signed visits, devices checked, devices not normal, catches by pest category. */
export async function trendSummary(
  db: Queryable,
  customerId: number,
  scope: PackScope,
): Promise<{ months: TrendRow[]; members: TrendRow[] }> {
  const sql = (checkKey: string, visitKey: string) => `
    with checks as (
      select ${checkKey} as label, c.id, c.device_status
        from device_checks c join members m on m.id = c.member_id
       where c.customer_id = $1 and c.member_id = any($2::int[])
         and (c.checked_at at time zone 'Asia/Shanghai')::date between $3::date and $4::date
    ), visits as (
      select ${visitKey} as label, count(*)::int as n
        from tasks t join members m on m.id = t.member_id
       where t.customer_id = $1 and t.member_id = any($2::int[]) and t.status = 'finished'
         and t.plan_date between $3::date and $4::date
       group by 1
    ), catches as (
      select ch.label,
        ${PEST_CATEGORIES.map((k) => `coalesce(sum(p.count) filter (where pe.category = '${k}'), 0)::int as ${k}`).join(', ')}
        from checks ch join device_check_pests p on p.device_check_id = ch.id join pests pe on pe.id = p.pest_id
       group by ch.label
    ), counted as (
      select label, count(*)::int as checks, count(*) filter (where device_status <> 'normal')::int as abnormal
        from checks group by label
    )
    select l.label, coalesce(v.n, 0) as visits, coalesce(k.checks, 0) as checks, coalesce(k.abnormal, 0) as abnormal,
           ${PEST_CATEGORIES.map((k) => `coalesce(ca.${k}, 0) as ${k}`).join(', ')}
      from (select label from visits union select label from counted) l
      left join visits v on v.label = l.label left join counted k on k.label = l.label
      left join catches ca on ca.label = l.label
     order by l.label`;
  const params = [customerId, scope.memberIds, scope.startDate, scope.endDate];
  const toRow = (r: Raw): TrendRow => ({
    label: r.label,
    visits: r.visits,
    checks: r.checks,
    abnormal: r.abnormal,
    catches: {
      rodent: r.rodent,
      crawling: r.crawling,
      flying: r.flying,
      stored: r.stored,
      other: r.other,
    },
  });
  const months = await db.query<Raw>(
    sql(
      `to_char(c.checked_at at time zone 'Asia/Shanghai', 'YYYY-MM')`,
      `to_char(t.plan_date, 'YYYY-MM')`,
    ),
    params,
  );
  const members = await db.query<Raw>(sql('m.name', 'm.name'), params);
  return { months: months.map(toRow), members: members.map(toRow) };
}

/** The summary as CSV (UTF-8 with a BOM so spreadsheet programs read the Chinese). */
export function trendCsv(rows: TrendRow[], firstColumn: string): Buffer {
  const head = [
    firstColumn,
    '已签字服务次数',
    '设备检查次数',
    '设备异常次数',
    ...PEST_CATEGORIES.map((k) => `捕获${PEST_CATEGORY_NAMES[k]}`),
  ];
  const lines = rows.map((r) =>
    [r.label, r.visits, r.checks, r.abnormal, ...PEST_CATEGORIES.map((k) => r.catches[k])].join(
      ',',
    ),
  );
  return Buffer.from(`\uFEFF${[head.join(','), ...lines].join('\r\n')}\r\n`, 'utf8');
}
