import { render, screen } from '@testing-library/react';
import { matchRoutes, MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { http, paths, routedPaths, sectionPaths, zhCN } from '@pest-portal/shared';
import { routes } from './routes';

const owned = sectionPaths('service');

function At({ tree }: { tree: RouteObject[] }) {
  return useRoutes(tree);
}

// The pages call the API on mount; here the calls never answer, so each page stays in its first state.
beforeAll(() => {
  http.defaults.adapter = () => new Promise(() => undefined);
});

describe('the service routes', () => {
  it('cover exactly the paths of the service section', () => {
    expect(routedPaths(routes).sort()).toEqual([...owned].sort());
  });

  it('mount under absolute top-level paths with relative children', () => {
    for (const route of routes) {
      expect(route.path).toMatch(/^\/[^/]+$/);
      for (const child of route.children ?? [])
        if (!child.index) expect(child.path).not.toMatch(/^\//);
    }
  });

  it.each(owned)('resolve %s to its own page, titled from the catalogue', async (path) => {
    const matches = matchRoutes(routes, path);
    expect(matches?.at(-1)?.pathname.replace(/\/$/, '')).toBe(path); // an index route's ends in /
    const def = Object.values(paths).find((p) => p.path === path);
    render(
      <MemoryRouter initialEntries={[`${path}?id=1`]}>
        <At tree={routes} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: zhCN[def!.title] })).toBeInTheDocument();
  });
});
