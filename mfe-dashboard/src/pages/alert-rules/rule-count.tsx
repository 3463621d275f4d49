import { Space, Typography } from '@pest-portal/shared/antd';
import { ToneTag } from '@pest-portal/shared/ui';
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
      {/* The theme's error tone: antd's preset red is outside the theme and under 4.5:1 on its tint. */}
      {rule.alerted && <ToneTag tone="error">{t('dashboard.alerts.alerted')}</ToneTag>}
    </Space>
  );
}
