import { createMemoryRouter, type DataRouter } from '@pest-portal/shared/router';
import { lazyAfterInputPaint, loadAfterInputPaint } from './load-after-input-paint';

/** A router at /a whose /b has `loader`, with the portal's data strategy. */
function routerWithLoader(loader: jest.Mock) {
  return createMemoryRouter(
    [
      { path: '/a', element: null },
      { path: '/b', element: null, loader },
    ],
    { initialEntries: ['/a'], dataStrategy: loadAfterInputPaint },
  );
}

/** A router at /a over a section whose page /s/b comes from `lazy`. */
function routerWithLazy(lazy: jest.Mock) {
  const section = [{ path: '/s', children: [{ path: 'b', lazy }] }];
  return createMemoryRouter([{ path: '/a', element: null }, ...lazyAfterInputPaint(section)], {
    initialEntries: ['/a'],
  });
}

/** Runs `handler` inside a dispatched click, as a tap on a link would. */
function insideClick(handler: () => void): void {
  const link = document.createElement('a');
  link.addEventListener('click', handler);
  link.dispatchEvent(new MouseEvent('click'));
}

/** Longer than the wait for the next paint (at most 100 ms). */
const afterPaint = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Navigating to `path` outside any input calls `work` at once and arrives. */
async function expectAtOnce(router: DataRouter, path: string, work: jest.Mock) {
  const navigation = router.navigate(path);
  expect(work).toHaveBeenCalledTimes(1);
  await navigation;
  expect(router.state.location.pathname).toBe(path);
}

/** Navigating to `path` from a tap calls `work` only after the tap's paint, and arrives. */
async function expectAfterTap(router: DataRouter, path: string, work: jest.Mock) {
  insideClick(() => void router.navigate(path));
  expect(work).not.toHaveBeenCalled();
  await afterPaint();
  expect(work).toHaveBeenCalledTimes(1);
  expect(router.state.location.pathname).toBe(path);
}

describe('loadAfterInputPaint', () => {
  it('runs a loader at once when no input started the navigation', async () => {
    const loader = jest.fn(() => null);
    await expectAtOnce(routerWithLoader(loader), '/b', loader);
  });

  it('runs a loader after the tap that navigated has painted', async () => {
    const loader = jest.fn(() => null);
    await expectAfterTap(routerWithLoader(loader), '/b', loader);
  });

  it('keeps what a loader answers (a redirect still redirects)', async () => {
    const redirect = () => new Response(null, { status: 302, headers: { Location: '/c' } });
    const router = createMemoryRouter(
      [
        { path: '/a', element: null },
        { path: '/b', element: null, loader: redirect },
        { path: '/c', element: null },
      ],
      { initialEntries: ['/a'], dataStrategy: loadAfterInputPaint },
    );
    insideClick(() => void router.navigate('/b'));
    await afterPaint();
    expect(router.state.location.pathname).toBe('/c');
  });
});

describe('lazyAfterInputPaint', () => {
  const page = () => jest.fn(async () => ({ element: null }));

  it('asks for a page’s chunk at once when no input started the navigation', async () => {
    const lazy = page();
    await expectAtOnce(routerWithLazy(lazy), '/s/b', lazy);
  });

  it('asks for a page’s chunk after the tap that navigated has painted', async () => {
    const lazy = page();
    await expectAfterTap(routerWithLazy(lazy), '/s/b', lazy);
  });
});
