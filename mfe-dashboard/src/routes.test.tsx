import { render, screen } from '@testing-library/react';
import { matchRoutes, MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, routedPaths, sectionPaths, zhCN as coreZhCN } from '@pest-portal/shared';
import { zhCN } from './i18n/zh-CN';
import { groupHomeLoader } from './pages/group-home/group-home-loader';
import { homeLoader } from './pages/home/home-loader';
import { routes } from './routes';

const owned = sectionPaths('dashboard');

function At({ tree }: { tree: RouteObject[] }) {
  return useRoutes(tree);
}

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

  it('give the home pages loaders that start their requests', () => {
    expect(matchRoutes(routes, paths.home.path)?.at(-1)?.route.loader).toBe(homeLoader);
    expect(matchRoutes(routes, paths.groupHome.path)?.at(-1)?.route.loader).toBe(groupHomeLoader);
  });

  it.each([paths.dataTrend])('say plainly that $path is still being delivered', (def) => {
    render(
      <MemoryRouter initialEntries={[def.path]}>
        <At tree={routes} />
      </MemoryRouter>,
    );
    expect(screen.getByText(coreZhCN[def.title])).toBeInTheDocument();
    expect(screen.getByText(zhCN['dashboard.pending'])).toBeInTheDocument();
  });
});
