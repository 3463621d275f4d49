import type { TagTone } from '@pest-portal/shared';
import type { TaskStatus } from '@pest-portal/shared/contract/service';
import { ToneTag } from '@pest-portal/shared/ui';
import { useT } from '../i18n';

/** Status colours by meaning, from the theme's tag tones (readable on their tint). */
const TONES: Record<TaskStatus, TagTone> = {
  pending: 'neutral',
  inService: 'info',
  waitSign: 'warning',
  finished: 'success',
  cancelled: 'error',
};

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const t = useT();
  return <ToneTag tone={TONES[status]}>{t(`service.status.${status}`)}</ToneTag>;
}
