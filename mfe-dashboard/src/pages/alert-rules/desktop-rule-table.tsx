import { desktopCode } from '@pest-portal/shared/ui';
import type { RuleListProps } from './rule-actions';

/**
 * The desktop's table of rules: antd's Table (the antd kit's records group), which a phone
 * never draws; its rules are cards (desktopCode). The page's route loader calls warmRuleTable.
 */
const ruleTableCode = desktopCode(
  () => import(/* webpackChunkName: "alert-rule-table" */ './alert-rule-table'),
);

export const warmRuleTable = ruleTableCode.warm;

/** The rules' table, once its code is in (the nearest Suspense shows meanwhile). */
export function DesktopRuleTable(props: RuleListProps) {
  const { AlertRuleTable } = ruleTableCode.useCode();
  return <AlertRuleTable {...props} />;
}
