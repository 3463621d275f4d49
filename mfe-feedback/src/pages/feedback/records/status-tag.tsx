import { Tag } from 'antd';
import { type FeedbackStatus } from '@pest-portal/shared';
import { useT } from '../../../i18n';

const COLORS: Record<FeedbackStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  replied: 'green',
};

export function StatusTag({ status }: { status: FeedbackStatus }) {
  const t = useT();
  return <Tag color={COLORS[status]}>{t(`feedback.status.${status}`)}</Tag>;
}
