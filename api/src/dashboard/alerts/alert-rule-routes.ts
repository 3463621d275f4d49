import { DASHBOARD_ENDPOINTS as E } from '@pest-portal/shared/contract/dashboard';
import type { AppContext } from '../../app-context';
import type { AuthContext } from '../../auth/auth-context';
import { queryOne } from '../../db/db';
import { forbidden, notFound, RuleFailure } from '../../http/api-failure';
import type { Router } from '../../http/route';
import { memberScope } from '../../service/scope';
import { deliverAlerts } from './deliver-alerts';
import { evaluateRules } from './evaluate-alerts';
import {
  deleteRule,
  insertRule,
  listRules,
  ruleById,
  ruleOwner,
  updateRule,
} from './alert-rule-queries';

const RULE_NOT_FOUND = '预警规则不存在';

/** A 400 worded by the validation catalogue's entry `key` (alertPest, alertArea, alertRule). */
const refused = (field: string, key: string) => new RuleFailure([{ field, key, rule: 'invalid' }]);

/**
 * Pest alert rules (api/README.md "Pest alerts"): the current company's rules, a
 * headquarters' over its members. A rule added, changed or enabled is evaluated at once, so
 * a threshold already passed this period alerts now, not at the next visit.
 */
export function registerAlertRuleRoutes(router: Router, ctx: AppContext): void {
  /** Another customer's rule is not found; one of the same customer outside the current company is forbidden. */
  async function ownRule(auth: AuthContext, id: number): Promise<void> {
    const owner = await ruleOwner(ctx.db, id);
    if (!owner || owner.customerId !== auth.customerId) throw notFound(RULE_NOT_FOUND);
    if (!auth.midScope.includes(owner.memberId)) throw forbidden('无权管理该公司的预警规则');
  }

  /** Evaluates the rule, sends what it raised, and answers the rule as it stands. */
  async function settled(id: number) {
    const raised = await evaluateRules(ctx.db, [id], ctx.now());
    await deliverAlerts(ctx.db, ctx.weChat, raised, ctx.now());
    const rule = await ruleById(ctx.db, id, ctx.now());
    if (!rule) throw notFound(RULE_NOT_FOUND);
    return rule;
  }

  router.route(E.alertRuleList, ({ memberId }, { auth }) =>
    listRules(ctx.db, auth.customerId, memberScope(auth, memberId), ctx.now()),
  );

  router.route(E.alertRuleAdd, async (input, { auth }) => {
    const memberId = input.memberId ?? auth.mid;
    memberScope(auth, memberId);
    const pest = await queryOne(ctx.db, 'select 1 from pests where id = $1', [input.pestId]);
    if (!pest) throw refused('pestId', 'alertPest');
    if (input.areaId !== undefined) {
      const area = await queryOne<{ memberId: number; customerId: number }>(
        ctx.db,
        'select member_id as "memberId", customer_id as "customerId" from service_areas where id = $1',
        [input.areaId],
      );
      if (!area || area.customerId !== auth.customerId || !auth.scope.has(area.memberId))
        throw forbidden('无权查看该区域的数据');
      if (area.memberId !== memberId) throw refused('areaId', 'alertArea');
    }
    const id = await insertRule(
      ctx.db,
      {
        customerId: auth.customerId,
        memberId,
        pestId: input.pestId,
        areaId: input.areaId ?? null,
        periodKind: input.periodKind,
        threshold: input.threshold,
        accountId: auth.accountId,
      },
      ctx.now(),
    );
    if (id === null) throw refused('pestId', 'alertRule');
    return settled(id);
  });

  router.route(E.alertRuleUpdate, async ({ id, ...change }, { auth }) => {
    await ownRule(auth, id);
    if (!(await updateRule(ctx.db, id, change, ctx.now())))
      throw refused('periodKind', 'alertRule');
    return settled(id);
  });

  router.route(E.alertRuleDelete, async ({ id }, { auth }) => {
    await ownRule(auth, id);
    await deleteRule(ctx.db, id);
    return null;
  });
}
