import { Tag } from 'antd';
import { useT, type FeedbackStatus } from '@pest-portal/shared';

const COLORS: Record<FeedbackStatus, string> = {
  pending: 'warning',
  processing: 'processing',
  replied: 'success',
};

export function StatusTag({ status }: { status: FeedbackStatus }) {
  const t = useT();
  return <Tag color={COLORS[status]}>{t(`feedback.status.${status}`)}</Tag>;
}
