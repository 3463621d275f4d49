import { Tag } from 'antd';
import { useT, type FeedbackStatus } from '@pest-portal/shared';

const COLORS: Record<FeedbackStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  replied: 'green',
};

export function StatusTag({ status }: { status: FeedbackStatus }) {
  const t = useT();
  return <Tag color={COLORS[status]}>{t(`feedback.status.${status}`)}</Tag>;
}
