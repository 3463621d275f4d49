import type {
  DataSummary,
  MonthSatisfactionRow,
  ResponsibleMemberCount,
  RiskFollowRow,
  RiskGradeRow,
  RiskMemberRow,
  RiskTypeRow,
  TaskSatisfactionRow,
} from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../db/db';
import { groupParams, PERIOD_RISKS, SERVED_VISITS, type GroupScope } from './group-scope';
import { chinaMonth } from './home-scope';

export async function dataSummary(db: Queryable, scope: GroupScope): Promise<DataSummary> {
  const [row] = await db.query<Omit<DataSummary, 'memberCount'>>(
    `with ${SERVED_VISITS}, ${PERIOD_RISKS}
     select (select count(*) from v)::int as "visitCount",
            (select count(*) from pr)::int as "riskCount",
            (select count(*) from pr where status <> 'closed')::int as "openRiskCount",
            (select round(avg(c.score), 1)::float8 from v join task_comments c on c.task_id = v.id) as "avgScore"`,
    groupParams(scope),
  );
  return {
    memberCount: scope.members.length,
    visitCount: row?.visitCount ?? 0,
    riskCount: row?.riskCount ?? 0,
    openRiskCount: row?.openRiskCount ?? 0,
    avgScore: row?.avgScore ?? null,
  };
}

/** Every company in scope, those without a risk at 0, most risks first. */
export function riskMember(db: Queryable, scope: GroupScope): Promise<RiskMemberRow[]> {
  return db.query<RiskMemberRow>(
    `with ${PERIOD_RISKS}
     select m.id as "memberId", m.name as "memberName",
            count(pr.id)::int as found, count(pr.id) filter (where pr.status <> 'closed')::int as open
       from members m left join pr on pr.member_id = m.id
      where m.id = any($1::int[]) and m.customer_id = $2
      group by m.id, m.name order by found desc, m.id`,
    groupParams(scope),
  );
}

export function riskTypeCount(db: Queryable, scope: GroupScope): Promise<RiskTypeRow[]> {
  return db.query<RiskTypeRow>(
    `with ${PERIOD_RISKS}
     select rt.id as "riskTypeId", rt.name as "riskTypeName", count(*)::int as count
       from pr join risk_types rt on rt.id = pr.risk_type_id
      group by rt.id, rt.name order by count desc, rt.sort, rt.id`,
    groupParams(scope),
  );
}

export function riskFollow(db: Queryable, scope: GroupScope): Promise<RiskFollowRow[]> {
  return db.query<RiskFollowRow>(
    `with ${PERIOD_RISKS}
     select s.status, count(pr.id)::int as count
       from unnest(array['pending', 'rectifying', 'closed']) with ordinality as s(status, n)
       left join pr on pr.status = s.status
      group by s.status, s.n order by s.n`,
    groupParams(scope),
  );
}

export function monthSatisfaction(
  db: Queryable,
  scope: GroupScope,
): Promise<MonthSatisfactionRow[]> {
  return db.query<MonthSatisfactionRow>(
    `with ${SERVED_VISITS}
     select ${chinaMonth('v.end_time')} as month, round(avg(c.score), 2)::float8 as "avgScore",
            count(*)::int as "ratedCount"
       from v join task_comments c on c.task_id = v.id
      group by 1 order by 1`,
    groupParams(scope),
  );
}

export function taskSatisfaction(db: Queryable, scope: GroupScope): Promise<TaskSatisfactionRow[]> {
  return db.query<TaskSatisfactionRow>(
    `with ${SERVED_VISITS}
     select s.score, count(c.task_id)::int as count
       from generate_series(1, 5) s(score)
       left join (v join task_comments c on c.task_id = v.id) on c.score = s.score
      group by s.score order by s.score`,
    groupParams(scope),
  );
}

/** Every grade, low to high, those without a risk at 0. */
export function riskCount(db: Queryable, scope: GroupScope): Promise<RiskGradeRow[]> {
  return db.query<RiskGradeRow>(
    `with ${PERIOD_RISKS}
     select g.id as "riskGradeId", g.name as "riskGradeName", g.level,
            count(pr.id)::int as found, count(pr.id) filter (where pr.status <> 'closed')::int as open
       from risk_grades g left join pr on pr.risk_grade_id = g.id
      group by g.id, g.name, g.level order by g.level`,
    groupParams(scope),
  );
}

/** The companies in scope by their period's risks: some open, all closed, none found. */
export async function responsibleMemberCount(
  db: Queryable,
  scope: GroupScope,
): Promise<ResponsibleMemberCount> {
  const [row] = await db.query<ResponsibleMemberCount>(
    `with ${PERIOD_RISKS},
     per as (select m.id, count(pr.id) as found, count(pr.id) filter (where pr.status <> 'closed') as open
               from members m left join pr on pr.member_id = m.id
              where m.id = any($1::int[]) and m.customer_id = $2 group by m.id)
     select count(*) filter (where open > 0)::int as "withOpenRisks",
            count(*) filter (where found > 0 and open = 0)::int as "allClosed",
            count(*) filter (where found = 0)::int as "noRisks"
       from per`,
    groupParams(scope),
  );
  return row ?? { withOpenRisks: 0, allClosed: 0, noRisks: 0 };
}
