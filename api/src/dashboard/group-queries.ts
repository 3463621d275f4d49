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
import {
  groupParams,
  PERIOD_RISKS,
  servedVisits,
  visitParams,
  type GroupScope,
} from './group-scope';
import { periodBuckets } from './period-buckets';

/** Visits and their mean rating from the summary; the period's risks counted in one pass. */
export async function dataSummary(db: Queryable, scope: GroupScope): Promise<DataSummary> {
  const [row] = await db.query<Omit<DataSummary, 'memberCount'>>(
    `with ${servedVisits(5)}, ${PERIOD_RISKS}
     select vs."visitCount", vs."avgScore", rs."riskCount", rs."openRiskCount"
       from (select coalesce(sum(v.visits), 0)::int as "visitCount",
                    round(sum(v.score * v.visits) filter (where v.score > 0)::numeric
                          / sum(v.visits) filter (where v.score > 0), 1)::float8 as "avgScore"
               from v) vs,
            (select count(*)::int as "riskCount",
                    count(*) filter (where pr.status <> 'closed')::int as "openRiskCount"
               from pr) rs`,
    [...groupParams(scope), ...periodBuckets(scope.period)],
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

/**
 * The mean rating per month: the sum of the scores over the rated visits, as avg() of
 * the ratings divides it (numeric), rounded the same way.
 */
export function monthSatisfaction(
  db: Queryable,
  scope: GroupScope,
): Promise<MonthSatisfactionRow[]> {
  return db.query<MonthSatisfactionRow>(
    `with ${servedVisits(3)}
     select to_char(v.bucket::timestamp, 'YYYY-MM') as month,
            round(sum(v.score * v.visits)::numeric / sum(v.visits), 2)::float8 as "avgScore",
            sum(v.visits)::int as "ratedCount"
       from v where v.score > 0
      group by 1 order by 1`,
    visitParams(scope),
  );
}

export function taskSatisfaction(db: Queryable, scope: GroupScope): Promise<TaskSatisfactionRow[]> {
  return db.query<TaskSatisfactionRow>(
    `with ${servedVisits(3)}
     select s.score, coalesce(sum(v.visits), 0)::int as count
       from generate_series(1, 5) s(score)
       left join v on v.score = s.score
      group by s.score order by s.score`,
    visitParams(scope),
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
