import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, matchRoutes, RouterProvider } from '@pest-portal/shared/router';
import { loadTransport, paths, topLevelPathsOf, zhCN, type RouteHandle } from '@pest-portal/shared';
import { queryClient } from '@pest-portal/shared/query';
import { messages } from './i18n';
import { routes } from './routes';

const tops = topLevelPathsOf('service');
const visitChildren = ['serviceDetail', 'reportPreview', 'evaluateSignature'] as const;
const childTitles = {
  serviceDetail: messages['zh-CN']['service.title.serviceDetail'],
  reportPreview: messages['zh-CN']['service.title.reportPreview'],
  evaluateSignature: messages['zh-CN']['service.title.evaluateSignature'],
};

// The pages call the API on mount; here the calls never answer, so each page stays in its first state.
beforeAll(async () => {
  const { http } = await loadTransport();
  http.defaults.adapter = () => new Promise(() => undefined);
});

async function headingAt(url: string, name: string) {
  // The shell's query client, as in the portal (the route loaders prefetch into it).
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('heading', { name }, { timeout: 20_000 })).toBeInTheDocument();
}

describe('the service routes', () => {
  it('mount under the section’s top-level paths of the shared table, children relative', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...tops].sort());
    for (const route of routes)
      for (const child of route.children ?? [])
        if (!child.index) expect(child.path).not.toMatch(/^\//);
  });

  it.each(tops)('resolve %s to its own page, titled as the menu titles it', async (path) => {
    const def = Object.values(paths).find((p) => p.path === path);
    await headingAt(`${path}?id=1`, zhCN[def!.title]);
  });

  it.each(
    ['/serviceReport', '/planDetail'].flatMap((base) =>
      visitChildren.map((child) => [base, child] as const),
    ),
  )(
    'give %s/%s a title of the section’s own in its handle, the page’s heading',
    async (base, child) => {
      const match = matchRoutes(routes, `${base}/${child}`)?.at(-1);
      const title = (match?.route.handle as RouteHandle | undefined)?.title?.();
      expect(title).toBe(childTitles[child]);
      await headingAt(`${base}/${child}?id=1`, title!);
    },
  );
});
