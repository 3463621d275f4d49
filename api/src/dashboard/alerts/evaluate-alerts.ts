import type { AlertPeriodKind } from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../../db/db';
import { alertMessageText, type AlertFacts } from './alert-message-text';
import { alertPeriodOf, periodBounds, type AlertPeriod } from './alert-period';

/** An enabled rule as evaluation reads it. */
export interface RuleFacts extends AlertFacts {
  id: number;
  customerId: number;
  memberId: number;
  pestId: number;
  areaId: number | null;
  periodKind: AlertPeriodKind;
}

/** A notification just added for a crossed threshold (to deliver through WeChat). */
export interface RaisedAlert {
  messageId: number;
  memberId: number;
  title: string;
  content: string;
}

/** The rule's columns and joins; `extra` adds columns of tables joined after. */
const ruleSelect = (extra = '') => `
  select ${extra} r.id, r.customer_id as "customerId", r.member_id as "memberId", m.name as "memberName",
         r.pest_id as "pestId", p.name as "pestName", r.area_id as "areaId", a.name as "areaName",
         r.period_kind as "periodKind", r.threshold
    from alert_rules r
    join members m on m.id = r.member_id
    join pests p on p.id = r.pest_id
    left join service_areas a on a.id = r.area_id`;

/** The catches of the rule's pest on the company's devices (in its area, if it names one) in a period. */
export async function catchesIn(
  db: Queryable,
  rule: Pick<RuleFacts, 'memberId' | 'pestId' | 'areaId'>,
  period: AlertPeriod,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select coalesce(sum(dcp.count), 0)::int as n
       from device_checks dc
       join device_check_pests dcp on dcp.device_check_id = dc.id
       join devices d on d.id = dc.device_id
      where dc.member_id = $1 and dcp.pest_id = $2 and ($3::int is null or d.area_id = $3::int)
        and dc.checked_at >= $4::timestamptz and dc.checked_at < $5::timestamptz`,
    [rule.memberId, rule.pestId, rule.areaId, ...periodBounds(period)],
  );
  return row?.n ?? 0;
}

/**
 * One rule against one period: past its threshold, one notification, unless the rule has
 * raised one for that period already (the unique index of messages on rule and period
 * decides, so two evaluations at once still add one).
 */
async function raiseIfCrossed(
  db: Queryable,
  rule: RuleFacts,
  period: AlertPeriod,
  now: Date,
): Promise<RaisedAlert | null> {
  const count = await catchesIn(db, rule, period);
  if (count <= rule.threshold) return null;
  const { title, content } = alertMessageText(rule, period, count, now);
  // A past period (visits recorded late, the seed) is dated by its last moment, not today.
  const createdAt = new Date(Math.min(now.getTime(), Date.parse(periodBounds(period)[1]) - 1000));
  const [row] = await db.query<{ id: number }>(
    `insert into messages (customer_id, member_id, msg_type, title, content, created_at, alert_rule_id, alert_period_start)
     values ($1, $2, 'alert', $3, $4, $5, $6, $7)
     on conflict (alert_rule_id, alert_period_start) where alert_rule_id is not null do nothing
     returning id`,
    [rule.customerId, rule.memberId, title, content, createdAt, rule.id, period.startDate],
  );
  return row ? { messageId: row.id, memberId: rule.memberId, title, content } : null;
}

/** Rules just added, changed or enabled, against the period running now. */
export async function evaluateRules(
  db: Queryable,
  ruleIds: readonly number[],
  now: Date,
): Promise<RaisedAlert[]> {
  const rules = await db.query<RuleFacts>(
    `${ruleSelect()} where r.enabled and r.id = any($1::int[]) order by r.id`,
    [ruleIds],
  );
  const raised: RaisedAlert[] = [];
  for (const rule of rules) {
    const alert = await raiseIfCrossed(db, rule, alertPeriodOf(rule.periodKind, now), now);
    if (alert) raised.push(alert);
  }
  return raised;
}

/**
 * After visits' device checks are recorded: every enabled rule of their companies, against
 * the period holding each visit. `taskIds` null: every visit (after the seed made them).
 */
export async function evaluateVisits(
  db: Queryable,
  taskIds: readonly number[] | null,
  now: Date,
): Promise<RaisedAlert[]> {
  const pairs = await db.query<RuleFacts & { checkedAt: Date }>(
    `${ruleSelect('v.checked_at as "checkedAt",')}
      join (select distinct member_id, checked_at from device_checks
             where $1::int[] is null or task_id = any($1::int[])) v on v.member_id = r.member_id
     where r.enabled
     order by r.id, v.checked_at`,
    [taskIds],
  );
  const seen = new Set<string>();
  const raised: RaisedAlert[] = [];
  for (const { checkedAt, ...rule } of pairs) {
    const period = alertPeriodOf(rule.periodKind, new Date(checkedAt));
    const key = `${rule.id}:${period.startDate}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const alert = await raiseIfCrossed(db, rule, period, now);
    if (alert) raised.push(alert);
  }
  return raised;
}
