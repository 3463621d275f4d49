import { type Page } from '@pest-portal/shared';
import { type TaskSummary } from '@pest-portal/shared/contract/service';
import { DataView } from '../data-view/data-view';
import type { DataSort } from '../data-view/types';
import { taskHref, type TaskBase } from '../task-links';
import { TaskStatusTag } from '../task-status-tag';
import { useWorkOrderColumns } from './work-order-columns';
import { useT } from '../../i18n';

interface WorkOrderViewProps {
  label: string;
  base: TaskBase;
  page: Page<TaskSummary> | null;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPageChange: (pageNum: number) => void;
  sort?: DataSort | null;
  onSortChange?: (sort: DataSort | null) => void;
}

/** A page of work orders: the service list, the five lists of the home page's figures, the plan's visits. */
export function WorkOrderView({
  label,
  base,
  page,
  loading,
  pageNum,
  pageSize,
  onPageChange,
  sort,
  onSortChange,
}: WorkOrderViewProps) {
  const t = useT();
  const columns = useWorkOrderColumns(base);
  return (
    <DataView<TaskSummary>
      label={label}
      rows={page?.list ?? []}
      rowKey={(r) => r.id}
      columns={columns}
      loading={loading}
      emptyText={t('service.ordersEmpty')}
      paging={{ pageNum, pageSize, total: page?.total ?? 0, onChange: onPageChange }}
      sort={sort}
      onSortChange={onSortChange}
      cardTitle={(r) => r.orderNo}
      cardExtra={(r) => <TaskStatusTag status={r.status} />}
      cardLink={(r) => ({
        to: taskHref(base, 'detail', r.id),
        label: t('service.viewOrder', { orderNo: r.orderNo }),
      })}
    />
  );
}
