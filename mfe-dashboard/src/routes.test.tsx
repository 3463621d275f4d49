import { matchRoutes } from '@pest-portal/shared/router';
import { paths, routedPaths, sectionPaths } from '@pest-portal/shared';
import { alertRulesLoader } from './pages/alert-rules/alert-rules-loader';
import { dataTrendLoader } from './pages/data-trend/data-trend-loader';
import { groupHomeLoader } from './pages/group-home/group-home-loader';
import { homeLoader } from './pages/home/home-loader';
import { sitePlanLoader } from './pages/site-plan/site-plan-loader';
import { SITE_PLAN_PATH } from './pages/site-plan/site-plan-search';
import { routes } from './routes';

const owned = sectionPaths('dashboard');

describe('the dashboard routes', () => {
  it('cover exactly the paths of the dashboard section, and its own child page', () => {
    // The site plan is a child route of /home, titled in its handle: the shared table
    // (which the shell reads) need not know it, so it ships with this remote alone.
    expect(routedPaths(routes).sort()).toEqual([...owned, SITE_PLAN_PATH].sort());
  });

  it('mount under absolute top-level paths with relative children', () => {
    for (const route of routes) {
      expect(route.path).toMatch(/^\/[^/]+$/);
      for (const child of route.children ?? [])
        if (!child.index) expect(child.path).not.toMatch(/^\//);
    }
  });

  it('give every page a loader that starts its requests', () => {
    expect(matchRoutes(routes, paths.home.path)?.at(-1)?.route.loader).toBe(homeLoader);
    expect(matchRoutes(routes, paths.groupHome.path)?.at(-1)?.route.loader).toBe(groupHomeLoader);
    expect(matchRoutes(routes, paths.dataTrend.path)?.at(-1)?.route.loader).toBe(dataTrendLoader);
    const sitePlan = matchRoutes(routes, SITE_PLAN_PATH)?.at(-1)?.route;
    expect(sitePlan?.loader).toBe(sitePlanLoader);
    expect((sitePlan?.handle as { title: () => string }).title()).toBe('区域平面图');
    expect(matchRoutes(routes, paths.alertRules.path)?.at(-1)?.route.loader).toBe(alertRulesLoader);
  });
});
