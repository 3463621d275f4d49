import type { AlertPeriodKind, AlertRule } from '@pest-portal/shared/contract/dashboard';
import { queryOne, type Queryable } from '../../db/db';
import { time } from '../../service/labels';
import { alertPeriodOf } from './alert-period';
import { catchesIn } from './evaluate-alerts';

type RuleRow = Omit<AlertRule, 'periodStart' | 'currentCount' | 'alerted' | 'createTime'> & {
  createdAt: Date;
};

const SELECT = `
  select r.id, r.member_id as "memberId", m.name as "memberName", r.pest_id as "pestId", p.name as "pestName",
         r.area_id as "areaId", a.name as "areaName", r.period_kind as "periodKind", r.threshold, r.enabled,
         acc.account_name as "createdBy", r.created_at as "createdAt"
    from alert_rules r
    join members m on m.id = r.member_id
    join pests p on p.id = r.pest_id
    left join service_areas a on a.id = r.area_id
    left join accounts acc on acc.id = r.created_by_account_id`;

/** Each rule with where it stands now: the running period's catches, and whether it has alerted. */
async function withCurrentPeriod(db: Queryable, rows: RuleRow[], now: Date): Promise<AlertRule[]> {
  const alerted = await db.query<{ ruleId: number; start: string }>(
    `select alert_rule_id as "ruleId", alert_period_start::text as start from messages
      where alert_rule_id = any($1::int[])`,
    [rows.map((r) => r.id)],
  );
  const raised = new Set(alerted.map((a) => `${a.ruleId}:${a.start}`));
  const rules: AlertRule[] = [];
  for (const { createdAt, ...row } of rows) {
    const period = alertPeriodOf(row.periodKind, now);
    rules.push({
      ...row,
      periodStart: period.startDate,
      currentCount: await catchesIn(db, row, period),
      alerted: raised.has(`${row.id}:${period.startDate}`),
      createTime: time(createdAt) ?? '',
    });
  }
  return rules;
}

/** The rules of these companies, by company then oldest first. */
export async function listRules(
  db: Queryable,
  customerId: number,
  members: readonly number[],
  now: Date,
): Promise<AlertRule[]> {
  const rows = await db.query<RuleRow>(
    `${SELECT} where r.customer_id = $1 and r.member_id = any($2::int[]) order by m.sort, m.id, r.id`,
    [customerId, members],
  );
  return withCurrentPeriod(db, rows, now);
}

export async function ruleById(db: Queryable, id: number, now: Date): Promise<AlertRule | null> {
  const rows = await db.query<RuleRow>(`${SELECT} where r.id = $1`, [id]);
  const [rule] = await withCurrentPeriod(db, rows, now);
  return rule ?? null;
}

/** Who a rule belongs to, to check the caller may touch it. */
export async function ruleOwner(
  db: Queryable,
  id: number,
): Promise<{ customerId: number; memberId: number } | null> {
  return queryOne(
    db,
    'select customer_id as "customerId", member_id as "memberId" from alert_rules where id = $1',
    [id],
  );
}

export interface NewRule {
  customerId: number;
  memberId: number;
  pestId: number;
  areaId: number | null;
  periodKind: AlertPeriodKind;
  threshold: number;
  accountId: number;
}

/** The new rule's id, or null when the company has the same rule already (unique index). */
export async function insertRule(db: Queryable, rule: NewRule, now: Date): Promise<number | null> {
  const row = await queryOne<{ id: number }>(
    db,
    `insert into alert_rules (customer_id, member_id, pest_id, area_id, period_kind, threshold, created_by_account_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     on conflict (member_id, pest_id, coalesce(area_id, 0), period_kind) do nothing
     returning id`,
    [
      rule.customerId,
      rule.memberId,
      rule.pestId,
      rule.areaId,
      rule.periodKind,
      rule.threshold,
      rule.accountId,
      now,
    ],
  );
  return row?.id ?? null;
}

export interface RuleChange {
  enabled?: boolean;
  periodKind?: AlertPeriodKind;
  threshold?: number;
}

/** Applies the fields given; false when the new period kind makes it a copy of another rule. */
export async function updateRule(
  db: Queryable,
  id: number,
  change: RuleChange,
  now: Date,
): Promise<boolean> {
  const [clash] = await db.query(
    `select 1 from alert_rules o join alert_rules r on r.id = $1
      where o.id <> r.id and o.member_id = r.member_id and o.pest_id = r.pest_id
        and coalesce(o.area_id, 0) = coalesce(r.area_id, 0) and o.period_kind = coalesce($2, r.period_kind)`,
    [id, change.periodKind ?? null],
  );
  if (clash) return false;
  await db.query(
    `update alert_rules set enabled = coalesce($2, enabled), period_kind = coalesce($3, period_kind),
            threshold = coalesce($4, threshold), updated_at = $5
      where id = $1`,
    [id, change.enabled ?? null, change.periodKind ?? null, change.threshold ?? null, now],
  );
  return true;
}

export async function deleteRule(db: Queryable, id: number): Promise<void> {
  await db.query('delete from alert_rules where id = $1', [id]);
}
