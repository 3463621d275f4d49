import { Tag } from 'antd';
import { type FeedbackStatus } from '@pest-portal/shared';
import { useT } from '../../../i18n';

const COLORS: Record<FeedbackStatus, string> = {
  pending: 'warning',
  processing: 'processing',
  replied: 'success',
};

export function StatusTag({ status }: { status: FeedbackStatus }) {
  const t = useT();
  return <Tag color={COLORS[status]}>{t(`feedback.status.${status}`)}</Tag>;
}
