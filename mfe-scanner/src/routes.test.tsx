import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@pest-portal/shared/router';
import { routedPaths, sectionPaths, type RouteHandle } from '@pest-portal/shared';
import { queryClient } from '@pest-portal/shared/query';
import { QRCODE_DETAIL_SEGMENT } from '@pest-portal/shared/contract/scanner';
import { messages } from './i18n';
import { routes } from './routes';

const owned = sectionPaths('scanner');

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the scanner routes', () => {
  it('cover the scanner section’s top-level paths and its own detail child', () => {
    const detail = `/qrcodeQuery/${QRCODE_DETAIL_SEGMENT}`;
    expect(routedPaths(routes).sort()).toEqual([...owned, detail].sort());
  });

  it('mount under absolute top-level paths with relative children', () => {
    for (const route of routes) {
      expect(route.path).toMatch(/^\/[^/]+$/);
      for (const child of route.children ?? [])
        if (!child.index) expect(child.path).not.toMatch(/^\//);
    }
  });

  it('title the detail child from the section’s own messages', () => {
    const detail = routes[0]?.children?.find((c) => c.path === 'detail');
    expect((detail?.handle as RouteHandle).title?.()).toBe(messages['zh-CN']['detail.title']);
  });

  it('say so when the query page has no scanned code, without calling the API', async () => {
    renderAt('/qrcodeQuery');
    expect(await screen.findByText(messages['zh-CN']['query.missingCode'])).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: messages['zh-CN']['query.scanAgain'] }),
    ).toBeVisible();
  });

  it('say so when the detail page names no record', async () => {
    renderAt('/qrcodeQuery/detail?recordId=abc');
    expect(await screen.findByText(messages['zh-CN']['detail.missingRecord'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回服务记录/ })).toHaveAttribute(
      'href',
      '/qrcodeQuery',
    );
  });
});
