import dayjs, { type Dayjs } from 'dayjs';
import {
  AUDIT_PACK_MAX_DAYS,
  type AuditPackInput,
} from '@pest-portal/shared/contract/qualification';
import type { QualificationKey } from '../../i18n';

export interface PackForm {
  memberIds: number[];
  start: Dayjs | null;
  end: Dayjs | null;
}

/** The last twelve months up to today: what an annual audit looks at. */
export function defaultForm(mid: number | null): PackForm {
  const end = dayjs().startOf('day');
  return { memberIds: mid ? [mid] : [], start: end.subtract(1, 'year').add(1, 'day'), end };
}

/** The request, or the first problem to tell the person. */
export function packInput(form: PackForm): AuditPackInput | { problem: QualificationKey } {
  if (!form.memberIds.length) return { problem: 'pack.membersRequired' };
  if (!form.start || !form.end) return { problem: 'pack.periodRequired' };
  const [start, end] = form.start.isAfter(form.end)
    ? [form.end, form.start]
    : [form.start, form.end];
  if (end.diff(start, 'day') >= AUDIT_PACK_MAX_DAYS) return { problem: 'pack.periodTooLong' };
  return {
    memberIds: form.memberIds,
    startDate: start.format('YYYY-MM-DD'),
    endDate: end.format('YYYY-MM-DD'),
  };
}
