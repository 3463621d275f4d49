import type { IndexRouteObject, RouteObject } from '@pest-portal/shared/router';
import { paths, type RouteHandle } from '@pest-portal/shared';
import { sectionRootLazy } from '@pest-portal/shared/ui';
import { VISIT_SEGMENTS } from './components/task-links';
import { translate, type ServiceMessageKey } from './i18n';
import { evaluateSignatureLoader } from './pages/evaluate-signature/evaluate-signature-loader';
import { planDetailLoader } from './pages/plan-detail/plan-detail-loader';
import { reportPreviewLoader } from './pages/report-preview/report-preview-loader';
import { riskPointLoader } from './pages/risk-point/risk-point-loader';
import { serviceDetailLoader } from './pages/service-detail/service-detail-loader';
import { serviceListLoader } from './pages/service-list/service-list-loader';
import { workDetailLoader } from './pages/work-detail/work-detail-loader';
import { workListLoader } from './pages/work-list/work-list-loader';
import { workOrderLoader } from './pages/work-orders/work-order-loader';
import type { WorkOrderListName } from './pages/work-orders/work-order-sources';

// Each page is its own chunk (route `lazy`): a customer opening the service list does not
// download the signature pad, the plan tables or the risk form (DESIGN.md §7). Each page's
// `loader` is here, outside its chunk: it starts the page's requests (issue 7 §2) while the
// router downloads the chunk, and the page reads the same queries from the one cache.
// A page's chunk is named "page-<last segment of its path>": the shell's index.html finds
// its files by that name in the manifest and asks for them with the routes
// (shared/build/page-chunks.cjs). /downloadPdf shares the preview's chunk, under its name.

function titled(key: ServiceMessageKey): RouteHandle {
  return { title: () => translate(key) };
}

type IndexPage = Omit<IndexRouteObject, 'index'>;

/** A top-level path of the section: its providers around the matched page, its own page as the index. */
function top(path: string, index: IndexPage, children: RouteObject[] = []): RouteObject {
  return { path, lazy: sectionRootLazy, children: [{ ...index, index: true }, ...children] };
}

function workOrders(name: WorkOrderListName): RouteObject {
  return top(paths[name].path, {
    loader: workOrderLoader(name),
    lazy: async () => {
      const { WorkOrderPage } = await import('./pages/work-orders/work-order-page');
      return { element: <WorkOrderPage name={name} /> };
    },
  });
}

/** A visit's three pages, the same under /serviceReport and /planDetail (spec §2). */
function visitPages(): RouteObject[] {
  return [
    {
      path: VISIT_SEGMENTS.detail,
      handle: titled('service.title.serviceDetail'),
      loader: serviceDetailLoader,
      lazy: async () => {
        const { ServiceDetailPage } = await import(
          /* webpackChunkName: "page-serviceDetail" */ './pages/service-detail/service-detail-page'
        );
        return { Component: ServiceDetailPage };
      },
    },
    {
      path: VISIT_SEGMENTS.preview,
      handle: titled('service.title.reportPreview'),
      loader: reportPreviewLoader,
      lazy: async () => {
        const { ReportPreviewPage } = await import(
          /* webpackChunkName: "page-reportPreview" */ './pages/report-preview/report-preview-page'
        );
        return { element: <ReportPreviewPage name="reportPreview" /> };
      },
    },
    {
      path: VISIT_SEGMENTS.sign,
      handle: titled('service.title.evaluateSignature'),
      loader: evaluateSignatureLoader,
      lazy: async () => {
        const { EvaluateSignaturePage } = await import(
          /* webpackChunkName: "page-evaluateSignature" */ './pages/evaluate-signature/evaluate-signature-page'
        );
        return { Component: EvaluateSignaturePage };
      },
    },
  ];
}

/** What this remote exposes as ./routes (RemoteRoutesModule): every path of the service section. */
export const routes: RouteObject[] = [
  top(paths.workList.path, {
    loader: workListLoader,
    lazy: async () => ({
      Component: (
        await import(/* webpackChunkName: "page-workList" */ './pages/work-list/work-list-page')
      ).WorkListPage,
    }),
  }),
  top(paths.workDetail.path, {
    loader: workDetailLoader,
    lazy: async () => ({
      Component: (
        await import(
          /* webpackChunkName: "page-workDetail" */ './pages/work-detail/work-detail-page'
        )
      ).WorkDetailPage,
    }),
  }),
  workOrders('serviceReportStatus'),
  top(paths.riskPoint.path, {
    loader: riskPointLoader,
    lazy: async () => ({
      Component: (
        await import(/* webpackChunkName: "page-riskPoint" */ './pages/risk-point/risk-point-page')
      ).RiskPointPage,
    }),
  }),
  workOrders('waitingServiceStatus'),
  workOrders('remainingWorkOrders'),
  workOrders('annualTotalWorkOrder'),
  workOrders('completedCurrentYear'),
  top(
    paths.serviceReport.path,
    {
      loader: serviceListLoader,
      lazy: async () => ({
        Component: (
          await import(
            /* webpackChunkName: "page-serviceReport" */ './pages/service-list/service-list-page'
          )
        ).ServiceListPage,
      }),
    },
    visitPages(),
  ),
  top(
    paths.planDetail.path,
    {
      loader: planDetailLoader,
      lazy: async () => ({
        Component: (
          await import(
            /* webpackChunkName: "page-planDetail" */ './pages/plan-detail/plan-detail-page'
          )
        ).PlanDetailPage,
      }),
    },
    visitPages(),
  ),
  top(paths.downloadPdf.path, {
    loader: reportPreviewLoader,
    lazy: async () => {
      const { ReportPreviewPage } = await import(
        /* webpackChunkName: "page-reportPreview" */ './pages/report-preview/report-preview-page'
      );
      return { element: <ReportPreviewPage name="downloadPdf" /> };
    },
  }),
];
