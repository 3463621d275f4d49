import { Card, Typography } from 'antd';
import { useT } from '@pest-portal/shared';

export function FeedbackPage() {
  const t = useT();
  return (
    <Card>
      <Typography.Title level={4}>{t('feedback.title')}</Typography.Title>
    </Card>
  );
}
