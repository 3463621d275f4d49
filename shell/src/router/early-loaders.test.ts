import { createMemoryRouter, type LoaderFunctionArgs } from '@pest-portal/shared/router';
import { useSessionStore } from '@pest-portal/shared';
import { earlyLoaders } from './early-loaders';

beforeEach(() => useSessionStore.setState({ token: 'a-token' }));

/** A router on /home?range=month with an empty mount, as the shell has before a remote's routes come. */
function routerOnMount() {
  const router = createMemoryRouter([{ id: 'mount', path: '/home', children: [] }], {
    initialEntries: ['/home?range=month'],
  });
  return router;
}

describe('a remote route loader without a session', () => {
  it('does not run: the token guard sends the visitor to the login page', async () => {
    const loader = jest.fn(() => 'page');
    const router = routerOnMount();
    router.patchRoutes('mount', earlyLoaders().wrap([{ id: 'page', index: true, loader }]));
    await router.revalidate();
    expect(loader).toHaveBeenCalledTimes(1);
    // The session ends (spec §8); Back brings the visitor to the page again.
    useSessionStore.getState().signOut();
    await router.revalidate();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(router.state.loaderData.page).toBeNull();
    router.dispose();
  });
});

describe('a remote route loader run before the router runs it', () => {
  it('runs once for the page: the revalidation takes the early outcome, a later one runs again', async () => {
    const loader = jest.fn((args: LoaderFunctionArgs) => new URL(args.request.url).search);
    const router = routerOnMount();
    const early = earlyLoaders();
    router.patchRoutes('mount', early.wrap([{ id: 'page', index: true, loader }]));

    early.start(router);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader.mock.calls[0]?.[0]).toMatchObject({ params: {}, pattern: '/home' });

    await router.revalidate();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(router.state.loaderData.page).toBe('?range=month');

    await router.revalidate();
    expect(loader).toHaveBeenCalledTimes(2);
    router.dispose();
  });

  it('a navigation elsewhere runs the loader itself, and an error thrown early reaches the router', async () => {
    const failing = jest.fn(() => {
      throw new Error('no data');
    });
    const loader = jest.fn(() => 'page');
    const router = routerOnMount();
    const early = earlyLoaders();
    router.patchRoutes(
      'mount',
      early.wrap([
        { id: 'page', index: true, loader },
        { id: 'failing', path: 'plan', loader: failing },
      ]),
    );
    early.start(router);
    expect(loader).toHaveBeenCalledTimes(1);
    await router.navigate('/home?range=year');
    expect(loader).toHaveBeenCalledTimes(2);

    await router.navigate('/home/plan');
    early.start(router); // as on a cold start straight to /home/plan
    expect(failing).toHaveBeenCalledTimes(2);
    await router.revalidate();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(Object.values(router.state.errors ?? {})).toEqual([new Error('no data')]);
    router.dispose();
  });
});
