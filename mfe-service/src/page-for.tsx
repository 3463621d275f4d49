import { lazy, type ReactElement } from 'react';
import type { PathName } from '@pest-portal/shared';
import type { WorkOrderListName } from './pages/work-orders/work-order-sources';

// Each page is its own chunk: a customer opening the service list does not download the
// signature pad, the plan tables or the risk form (DESIGN.md §7: heavy parts load where used).
const ServiceListPage = lazy(() =>
  import('./pages/service-list/service-list-page').then((m) => ({ default: m.ServiceListPage })),
);
const ServiceDetailPage = lazy(() =>
  import('./pages/service-detail/service-detail-page').then((m) => ({
    default: m.ServiceDetailPage,
  })),
);
const ReportPreviewPage = lazy(() =>
  import('./pages/report-preview/report-preview-page').then((m) => ({
    default: m.ReportPreviewPage,
  })),
);
const EvaluateSignaturePage = lazy(() =>
  import('./pages/evaluate-signature/evaluate-signature-page').then((m) => ({
    default: m.EvaluateSignaturePage,
  })),
);
const WorkOrderPage = lazy(() =>
  import('./pages/work-orders/work-order-page').then((m) => ({ default: m.WorkOrderPage })),
);
const RiskPointPage = lazy(() =>
  import('./pages/risk-point/risk-point-page').then((m) => ({ default: m.RiskPointPage })),
);
const WorkListPage = lazy(() =>
  import('./pages/work-list/work-list-page').then((m) => ({ default: m.WorkListPage })),
);
const WorkDetailPage = lazy(() =>
  import('./pages/work-detail/work-detail-page').then((m) => ({ default: m.WorkDetailPage })),
);
const PlanDetailPage = lazy(() =>
  import('./pages/plan-detail/plan-detail-page').then((m) => ({ default: m.PlanDetailPage })),
);

const WORK_ORDER_LISTS: readonly WorkOrderListName[] = [
  'serviceReportStatus',
  'waitingServiceStatus',
  'remainingWorkOrders',
  'annualTotalWorkOrder',
  'completedCurrentYear',
];

function isWorkOrderList(name: PathName): name is WorkOrderListName {
  return (WORK_ORDER_LISTS as readonly PathName[]).includes(name);
}

/** The page element of each path of the section. */
export function pageFor(name: PathName): ReactElement {
  if (isWorkOrderList(name)) return <WorkOrderPage name={name} />;
  switch (name) {
    case 'serviceReport':
      return <ServiceListPage />;
    case 'serviceDetail':
    case 'planServiceDetail':
      return <ServiceDetailPage />;
    case 'reportPreview':
    case 'planReportPreview':
    case 'downloadPdf':
      return <ReportPreviewPage name={name} />;
    case 'evaluateSignature':
    case 'planEvaluateSignature':
      return <EvaluateSignaturePage />;
    case 'riskPoint':
      return <RiskPointPage />;
    case 'workList':
      return <WorkListPage />;
    case 'workDetail':
      return <WorkDetailPage />;
    case 'planDetail':
      return <PlanDetailPage />;
    default:
      throw new Error(`${name} is not a path of the service section`);
  }
}
