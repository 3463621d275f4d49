import { Rate } from '@pest-portal/shared/antd';
import { Link } from '@pest-portal/shared/router';
import { type TaskSummary } from '@pest-portal/shared/contract/service';
import { formatTime } from '@pest-portal/shared/ui';
import type { DataColumn } from '../data-view/types';
import { taskHref, type TaskBase } from '../task-links';
import { TaskStatusTag } from '../task-status-tag';
import { useT } from '../../i18n';

/** The columns of every work-order list; sort keys are the server's (TASK_SORT_FIELDS). */
export function useWorkOrderColumns(base: TaskBase): DataColumn<TaskSummary>[] {
  const t = useT();
  return [
    {
      key: 'orderNo',
      width: 180,
      title: t('service.col.orderNo'),
      sortKey: 'orderNo',
      desktopOnly: true,
      render: (r) => <Link to={taskHref(base, 'detail', r.id)}>{r.orderNo}</Link>,
    },
    { key: 'memberName', width: 180, title: t('service.col.member'), render: (r) => r.memberName },
    {
      key: 'taskTypeName',
      width: 120,
      title: t('service.col.taskType'),
      render: (r) => r.taskTypeName,
    },
    {
      key: 'planDate',
      width: 110,
      title: t('service.col.planDate'),
      sortKey: 'planDate',
      render: (r) => r.planDate,
    },
    {
      key: 'endTime',
      width: 150,
      title: t('service.col.endTime'),
      sortKey: 'endTime',
      render: (r) => formatTime(r.endTime) || '-',
    },
    {
      key: 'technicianName',
      width: 90,
      title: t('service.col.technician'),
      render: (r) => r.technicianName,
    },
    {
      key: 'status',
      width: 90,
      title: t('service.col.status'),
      sortKey: 'status',
      desktopOnly: true,
      render: (r) => <TaskStatusTag status={r.status} />,
    },
    {
      key: 'score',
      width: 130,
      title: t('service.col.score'),
      render: (r) =>
        r.score ? (
          <Rate
            disabled
            value={r.score}
            style={{ fontSize: 14 }}
            aria-label={t('service.scoreOf', { score: r.score })}
          />
        ) : (
          '-'
        ),
    },
    {
      key: 'action',
      width: 70,
      title: t('service.col.action'),
      // On a phone the whole card opens the visit (cardLink).
      desktopOnly: true,
      render: (r) => (
        <Link
          to={taskHref(base, 'detail', r.id)}
          aria-label={t('service.viewOrder', { orderNo: r.orderNo })}
        >
          {t('service.view')}
        </Link>
      ),
    },
  ];
}
