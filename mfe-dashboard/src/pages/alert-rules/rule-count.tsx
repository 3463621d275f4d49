import { Space, Tag, Typography } from 'antd';
import type { AlertRule } from '@pest-portal/shared/contract/dashboard';
import { useT } from '../../i18n';

/** The running period's catches, marked once the rule has alerted for it. */
export function RuleCount({ rule }: { rule: AlertRule }) {
  const t = useT();
  const over = rule.currentCount > rule.threshold;
  return (
    <Space size={4} wrap>
      <Typography.Text type={over ? 'danger' : undefined} strong={over}>
        {t('dashboard.alerts.current', { count: rule.currentCount })}
      </Typography.Text>
      {rule.alerted && <Tag color="red">{t('dashboard.alerts.alerted')}</Tag>}
    </Space>
  );
}
