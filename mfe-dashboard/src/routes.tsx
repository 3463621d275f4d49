import type { RouteObject } from '@pest-portal/shared/router';
import { paths, type RouteHandle } from '@pest-portal/shared';
import { sectionRootLazy } from '@pest-portal/shared/ui';
import { alertRulesLoader } from './pages/alert-rules/alert-rules-loader';
import { groupHomeLoader } from './pages/group-home/group-home-loader';
import { dataTrendLoader } from './pages/data-trend/data-trend-loader';
import { homeLoader } from './pages/home/home-loader';
import { translate } from './i18n';
import { sitePlanLoader } from './pages/site-plan/site-plan-loader';
import { SITE_PLAN_SEGMENT } from './pages/site-plan/site-plan-search';

// Each page's code (and ECharts with it) is its own chunk, loaded by the route's `lazy`:
// the router downloads it in parallel with the page's `loader`, which starts the page's
// requests. (A React.lazy page only began downloading once the layout had rendered it,
// after the loader: one more step of the chain a phone waits on, issue 13.) A chunk named
// "page-<last segment of its path>" is listed in the manifest, for the shell's index.html
// to ask for beside the routes (shared/build/page-chunks.cjs).
const pages = {
  home: async () => ({
    Component: (await import(/* webpackChunkName: "page-home" */ './pages/home/home-page'))
      .HomePage,
  }),
  groupHome: async () => ({
    Component: (
      await import(/* webpackChunkName: "page-groupHome" */ './pages/group-home/group-home-page')
    ).GroupHomePage,
  }),
  dataTrend: async () => ({
    Component: (
      await import(/* webpackChunkName: "page-dataTrend" */ './pages/data-trend/data-trend-page')
    ).DataTrendPage,
  }),
  alertRules: async () => ({
    Component: (
      await import(/* webpackChunkName: "page-alertRules" */ './pages/alert-rules/alert-rules-page')
    ).AlertRulesPage,
  }),
  sitePlan: async () => ({
    Component: (
      await import(/* webpackChunkName: "page-sitePlan" */ './pages/site-plan/site-plan-page')
    ).SitePlanPage,
  }),
} satisfies Record<string, NonNullable<RouteObject['lazy']>>;

/** The site plan is a child of /home (opened from its devices by area): it titles itself. */
const sitePlanHandle: RouteHandle = { title: () => translate('dashboard.sitePlan.title') };

/**
 * What this remote exposes as ./routes (RemoteRoutesModule): every path of the dashboard
 * section. A page with data has a loader that starts its requests beside its code.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: sectionRootLazy,
    children: [
      { index: true, loader: homeLoader, lazy: pages.home },
      {
        path: SITE_PLAN_SEGMENT,
        loader: sitePlanLoader,
        handle: sitePlanHandle,
        lazy: pages.sitePlan,
      },
    ],
  },
  {
    path: paths.groupHome.path,
    lazy: sectionRootLazy,
    children: [{ index: true, loader: groupHomeLoader, lazy: pages.groupHome }],
  },
  {
    path: paths.dataTrend.path,
    lazy: sectionRootLazy,
    children: [{ index: true, loader: dataTrendLoader, lazy: pages.dataTrend }],
  },
  {
    path: paths.alertRules.path,
    lazy: sectionRootLazy,
    children: [{ index: true, loader: alertRulesLoader, lazy: pages.alertRules }],
  },
];
