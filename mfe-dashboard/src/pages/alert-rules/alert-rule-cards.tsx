import { Card, Descriptions, Empty, Flex } from '@pest-portal/shared/antd';
import { useT } from '../../i18n';
import { RuleButtons, RuleSwitch, type RuleListProps } from './rule-actions';
import { ruleName } from './rule-choices';
import { RuleCount } from './rule-count';

/** The rules on a phone: a card each, its switch in the header, its actions below. */
export function AlertRuleCards({ rules, showMember, handlers }: RuleListProps) {
  const t = useT();
  if (!rules.length) return <Empty description={t('dashboard.alerts.empty')} />;
  return (
    <Flex vertical gap={8} role="list">
      {rules.map((rule) => {
        const name = ruleName(rule, t('dashboard.alerts.allAreas'));
        return (
          <Card
            key={rule.id}
            size="small"
            role="listitem"
            aria-label={name}
            title={name}
            extra={<RuleSwitch rule={rule} handlers={handlers} />}
            actions={[<RuleButtons key="buttons" rule={rule} handlers={handlers} />]}
          >
            <Descriptions size="small" column={1}>
              {showMember && (
                <Descriptions.Item label={t('dashboard.alerts.col.member')}>
                  {rule.memberName}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('dashboard.alerts.col.period')}>
                {t(`dashboard.alerts.period.${rule.periodKind}`)} ·{' '}
                {t('dashboard.alerts.thresholdOf', { threshold: rule.threshold })}
              </Descriptions.Item>
              <Descriptions.Item label={t('dashboard.alerts.col.current')}>
                <RuleCount rule={rule} />
              </Descriptions.Item>
            </Descriptions>
          </Card>
        );
      })}
    </Flex>
  );
}
