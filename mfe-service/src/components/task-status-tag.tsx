import { Tag } from 'antd';
import { type TaskStatus } from '@pest-portal/shared';
import { useT } from '../i18n';

const COLORS: Record<TaskStatus, string> = {
  pending: 'default',
  inService: 'processing',
  waitSign: 'orange',
  finished: 'green',
  cancelled: 'red',
};

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const t = useT();
  return <Tag color={COLORS[status]}>{t(`service.status.${status}`)}</Tag>;
}
