import type { TagTone } from '@pest-portal/shared';
import type { RiskStatus } from '@pest-portal/shared/contract/service';
import { ToneTag } from '@pest-portal/shared/ui';
import { useT } from '../i18n';

const TONES: Record<RiskStatus, TagTone> = {
  pending: 'error',
  rectifying: 'warning',
  closed: 'success',
};

/** Where a risk point stands: reported, being fixed, closed. */
export function RiskStatusTag({ status }: { status: RiskStatus }) {
  const t = useT();
  return <ToneTag tone={TONES[status]}>{t(`service.riskStatus.${status}`)}</ToneTag>;
}

const GRADE_TONES: TagTone[] = ['success', 'warning', 'error'];

/** A risk grade, coloured by its level (1 low .. 3 high). */
export function RiskGradeTag({ name, level }: { name: string; level: number }) {
  const tone = GRADE_TONES[Math.min(Math.max(level, 1), 3) - 1] ?? 'neutral';
  return <ToneTag tone={tone}>{name}</ToneTag>;
}
