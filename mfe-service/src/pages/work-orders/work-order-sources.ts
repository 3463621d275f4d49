import { type CallOptions, type Page } from '@pest-portal/shared';
import { type TaskSummary, type WorkOrderListRequest } from '@pest-portal/shared/contract/service';
import { getAllTaskPage } from '../../api/get-all-task-page';
import { getFinishTaskPage } from '../../api/get-finish-task-page';
import { getSkipPage } from '../../api/get-skip-page';
import { getWaitSignOrderPage } from '../../api/get-wait-sign-order-page';
import { getWaitTaskPage } from '../../api/get-wait-task-page';

/** The five lists behind the home page's figures, by route. */
export type WorkOrderListName =
  | 'serviceReportStatus'
  | 'waitingServiceStatus'
  | 'remainingWorkOrders'
  | 'annualTotalWorkOrder'
  | 'completedCurrentYear';

export type WorkOrderFetch = (
  input: WorkOrderListRequest,
  options?: CallOptions,
) => Promise<Page<TaskSummary>>;

/** Which endpoint serves each list: the list fixes status and period, the caller only pages. */
export const WORK_ORDER_SOURCES: Record<WorkOrderListName, WorkOrderFetch> = {
  serviceReportStatus: getWaitSignOrderPage,
  waitingServiceStatus: getWaitTaskPage,
  remainingWorkOrders: getSkipPage,
  annualTotalWorkOrder: getAllTaskPage,
  completedCurrentYear: getFinishTaskPage,
};
