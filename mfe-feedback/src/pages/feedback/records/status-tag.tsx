import type { TagTone } from '@pest-portal/shared';
import type { FeedbackStatus } from '@pest-portal/shared/contract/feedback';
import { ToneTag } from '@pest-portal/shared/ui';
import { useT } from '../../../i18n';

const TONES: Record<FeedbackStatus, TagTone> = {
  pending: 'warning',
  processing: 'info',
  replied: 'success',
};

export function StatusTag({ status }: { status: FeedbackStatus }) {
  const t = useT();
  return <ToneTag tone={TONES[status]}>{t(`feedback.status.${status}`)}</ToneTag>;
}
