import { Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths, type RouteHandle } from '@pest-portal/shared';
import { SectionRoot } from '@pest-portal/shared/ui';
import { alertRulesLoader } from './pages/alert-rules/alert-rules-loader';
import { groupHomeLoader } from './pages/group-home/group-home-loader';
import { dataTrendLoader } from './pages/data-trend/data-trend-loader';
import { homeLoader } from './pages/home/home-loader';
import { translate } from './i18n';
import { sitePlanLoader } from './pages/site-plan/site-plan-loader';
import { SITE_PLAN_SEGMENT } from './pages/site-plan/site-plan-search';

// The pages' code (and ECharts with it) is its own chunk: ./routes stays small, and the
// loader can start the page's requests while that chunk downloads.
const DataTrendPage = lazy(() =>
  import('./pages/data-trend/data-trend-page').then((m) => ({ default: m.DataTrendPage })),
);
const GroupHomePage = lazy(() =>
  import('./pages/group-home/group-home-page').then((m) => ({ default: m.GroupHomePage })),
);
const AlertRulesPage = lazy(() =>
  import('./pages/alert-rules/alert-rules-page').then((m) => ({ default: m.AlertRulesPage })),
);
const HomePage = lazy(() =>
  import('./pages/home/home-page').then((m) => ({ default: m.HomePage })),
);

const SitePlanPage = lazy(() =>
  import('./pages/site-plan/site-plan-page').then((m) => ({ default: m.SitePlanPage })),
);

/** The site plan is a child of /home (opened from its devices by area): it titles itself. */
const sitePlanHandle: RouteHandle = { title: () => translate('dashboard.sitePlan.title') };

const page = (element: ReactNode) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>{element}</Suspense>
);

/**
 * What this remote exposes as ./routes (RemoteRoutesModule): every path of the dashboard
 * section. A page with data has a loader that starts its requests beside its code.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <SectionRoot />,
    children: [
      { index: true, loader: homeLoader, element: page(<HomePage />) },
      {
        path: SITE_PLAN_SEGMENT,
        loader: sitePlanLoader,
        handle: sitePlanHandle,
        element: page(<SitePlanPage />),
      },
    ],
  },
  {
    path: paths.groupHome.path,
    element: <SectionRoot />,
    children: [{ index: true, loader: groupHomeLoader, element: page(<GroupHomePage />) }],
  },
  {
    path: paths.dataTrend.path,
    element: <SectionRoot />,
    children: [{ index: true, loader: dataTrendLoader, element: page(<DataTrendPage />) }],
  },
  {
    path: paths.alertRules.path,
    element: <SectionRoot />,
    children: [{ index: true, loader: alertRulesLoader, element: page(<AlertRulesPage />) }],
  },
];
