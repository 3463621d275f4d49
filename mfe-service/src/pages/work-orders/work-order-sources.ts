import {
  getAllTaskPage,
  getFinishTaskPage,
  getSkipPage,
  getWaitSignOrderPage,
  getWaitTaskPage,
  type CallOptions,
  type Page,
  type TaskSummary,
  type WorkOrderListRequest,
} from '@pest-portal/shared';

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
