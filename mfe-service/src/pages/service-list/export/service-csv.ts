import type { TaskSummary } from '@pest-portal/shared/contract/service';
import { formatTime, type SectionTranslate } from '@pest-portal/shared/ui';
import type { ServiceMessageKey } from '../../../i18n';
import type { CsvColumn } from './csv';

type Translate = SectionTranslate<ServiceMessageKey>;

/** The columns of the exported service list: what the table shows, in words rather than tags. */
export function serviceCsvColumns(t: Translate): CsvColumn<TaskSummary>[] {
  return [
    { header: t('service.col.orderNo'), value: (r) => r.orderNo },
    { header: t('service.col.member'), value: (r) => r.memberName },
    { header: t('service.col.taskType'), value: (r) => r.taskTypeName },
    { header: t('service.col.status'), value: (r) => t(`service.status.${r.status}`) },
    { header: t('service.col.planDate'), value: (r) => r.planDate },
    { header: t('service.col.startTime'), value: (r) => formatTime(r.startTime) },
    { header: t('service.col.endTime'), value: (r) => formatTime(r.endTime) },
    { header: t('service.col.technician'), value: (r) => r.technicianName },
    { header: t('service.col.address'), value: (r) => r.address },
    { header: t('service.col.score'), value: (r) => r.score },
  ];
}
