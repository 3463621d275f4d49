import { useQuery } from '@tanstack/react-query';
import { Button } from '@pest-portal/shared/antd';
import { type TaskTypeCount } from '@pest-portal/shared/contract/service';
import { DataView } from '../../components/data-view/data-view';
import { LoadError } from '../../components/load-error';
import { PAGE_SIZE } from '../../components/paging';
import { queryFailure } from '../../components/query-failure';
import { Completion } from './completion';
import { taskTypeCountPageQuery } from '../../queries/task-type-count-page-query';
import { useT } from '../../i18n';
import { taskTypeCountInput } from './plan-period';

interface TaskTypeTableProps {
  pageNum: number;
  onPageChange: (pageNum: number) => void;
  onOpen: (memberId: number, taskTypeId: number) => void;
}

/** Plan completion per member company and service type (taskTypeCountPage), paged; a row opens its visits. */
export function TaskTypeTable({ pageNum, onPageChange, onOpen }: TaskTypeTableProps) {
  const t = useT();
  // The page on screen stays while the next one loads.
  const counts = useQuery(taskTypeCountPageQuery(taskTypeCountInput(pageNum)));
  const { data } = counts;
  const { error, retry } = queryFailure(counts);
  if (error) return <LoadError error={error} onRetry={retry} />;
  const open = (r: TaskTypeCount) => (
    <Button
      type="link"
      size="small"
      onClick={() => onOpen(r.memberId, r.taskTypeId)}
      aria-label={t('service.plan.openType', { name: r.memberName, type: r.taskTypeName })}
    >
      {t('service.plan.orders')}
    </Button>
  );
  return (
    <DataView<TaskTypeCount>
      label={t('service.plan.byType')}
      rows={data?.list ?? []}
      rowKey={(r) => `${r.memberId}-${r.taskTypeId}`}
      loading={counts.isFetching}
      cardTitle={(r) => `${r.memberName} · ${r.taskTypeName}`}
      cardExtra={open}
      paging={{ pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: onPageChange }}
      columns={[
        {
          key: 'member',
          title: t('service.col.member'),
          desktopOnly: true,
          render: (r) => r.memberName,
        },
        {
          key: 'type',
          title: t('service.col.taskType'),
          desktopOnly: true,
          render: (r) => r.taskTypeName,
        },
        { key: 'planned', title: t('service.plan.planned'), render: (r) => r.planned },
        { key: 'served', title: t('service.plan.served'), render: (r) => r.served },
        { key: 'finished', title: t('service.plan.finished'), render: (r) => r.finished },
        {
          key: 'rate',
          title: t('service.plan.rate'),
          render: (r) => (
            <Completion
              rate={r.completionRate}
              label={`${r.memberName} · ${r.taskTypeName} ${t('service.plan.rate')}`}
            />
          ),
        },
        { key: 'action', title: t('service.col.action'), desktopOnly: true, render: open },
      ]}
    />
  );
}
