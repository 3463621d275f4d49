import { Tag } from 'antd';
import { type RiskStatus } from '@pest-portal/shared';
import { useT } from '../i18n';

const COLORS: Record<RiskStatus, string> = {
  pending: 'error',
  rectifying: 'warning',
  closed: 'success',
};

/** Where a risk point stands: reported, being fixed, closed. */
export function RiskStatusTag({ status }: { status: RiskStatus }) {
  const t = useT();
  return <Tag color={COLORS[status]}>{t(`service.riskStatus.${status}`)}</Tag>;
}

const GRADE_COLORS = ['success', 'warning', 'error'];

/** A risk grade, coloured by its level (1 low .. 3 high). */
export function RiskGradeTag({ name, level }: { name: string; level: number }) {
  return <Tag color={GRADE_COLORS[Math.min(Math.max(level, 1), 3) - 1]}>{name}</Tag>;
}
