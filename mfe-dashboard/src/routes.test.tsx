import { matchRoutes } from 'react-router-dom';
import { paths, routedPaths, sectionPaths } from '@pest-portal/shared';
import { alertRulesLoader } from './pages/alert-rules/alert-rules-loader';
import { dataTrendLoader } from './pages/data-trend/data-trend-loader';
import { groupHomeLoader } from './pages/group-home/group-home-loader';
import { homeLoader } from './pages/home/home-loader';
import { routes } from './routes';

const owned = sectionPaths('dashboard');

describe('the dashboard routes', () => {
  it('cover exactly the paths of the dashboard section', () => {
    expect(routedPaths(routes).sort()).toEqual([...owned].sort());
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
    expect(matchRoutes(routes, paths.alertRules.path)?.at(-1)?.route.loader).toBe(alertRulesLoader);
  });
});
