import { Tag } from 'antd';
import { type TaskStatus } from '@pest-portal/shared';
import { useT } from '../i18n';

/** Status colours by meaning, so they come from the theme's tokens (no preset palette). */
const COLORS: Record<TaskStatus, string> = {
  pending: 'default',
  inService: 'processing',
  waitSign: 'warning',
  finished: 'success',
  cancelled: 'error',
};

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const t = useT();
  return <Tag color={COLORS[status]}>{t(`service.status.${status}`)}</Tag>;
}
