import type { ReactElement } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import { answer, apiDouble } from '@pest-portal/shared/testing';
import { appRoutes } from '../router/routes';
import { renderAt, sessionInfo, setDevice } from '../test-utils/render';
import { resetRemoteLoader } from './remote-loader';
import { resetRemoteRoutesStatus } from './remote-routes-status';
import { resetRuntimeConfig } from './runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// Branding is left unanswered (the default brand stays), as on a slow network.
const api = apiDouble();
beforeEach(() => api.use(answer(ENDPOINTS.getBaseByDomain, () => new Promise(() => undefined))));

const loadRemoteMock = jest.mocked(loadRemote);

function Crash(): never {
  throw new Error('remote bug');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetRemoteLoader();
  resetRemoteRoutesStatus();
  resetRuntimeConfig();
  setDevice('desktop');
  window.__PORTAL_RUNTIME__ = {
    remotes: [
      { name: 'service', entry: 'http://localhost:8081/mf-manifest.json', timeoutMs: 1000 },
    ],
    drawerFooterHosts: [],
    helpUrl: '/help',
  };
  useSessionStore.getState().signIn(sessionInfo());
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/**
 * `address` opened while the service remote's routes are still on their way: the layout
 * and the area drawn, the area waiting. Returns what makes the routes arrive.
 */
async function openWaitingForTheRemote(address: string): Promise<(module: unknown) => void> {
  let arrive: (module: unknown) => void = () => undefined;
  loadRemoteMock.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
  // Long enough that the remote's own time-out cannot turn the wait into an error while
  // the lazy layout is still loading on a busy machine.
  window.__PORTAL_RUNTIME__ = {
    remotes: [
      { name: 'service', entry: 'http://localhost:8081/mf-manifest.json', timeoutMs: 60_000 },
    ],
    drawerFooterHosts: [],
    helpUrl: '/help',
  };
  renderAt(appRoutes(), address);
  // The layout and the area are lazy routes: wait for the area, still waiting for its remote.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull(), {
    timeout: 10_000,
  });
  return (module) => arrive(module);
}

describe('a remote joined into the shell’s router', () => {
  it('shows a loading state, then the remote’s page', async () => {
    const arrive = await openWaitingForTheRemote('/serviceReport');
    act(() =>
      arrive({
        routes: [
          {
            path: '/serviceReport',
            children: [{ index: true, element: <p>service list page</p> }],
          },
        ],
      }),
    );
    expect(await screen.findByText('service list page')).toBeInTheDocument();
  });

  it('keeps the loading state, not "page not found", until the remote’s lazy page has loaded', async () => {
    let pageArrives: (page: { element: ReactElement }) => void = () => undefined;
    const pageCode = new Promise<{ element: ReactElement }>((resolve) => (pageArrives = resolve));
    const arrive = await openWaitingForTheRemote('/serviceReport');
    // The routes arrive and are joined; the page's own code has not arrived.
    act(() => arrive({ routes: [{ path: '/serviceReport', lazy: () => pageCode }] }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText('页面不存在')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => pageArrives({ element: <p>service list page</p> }));
    expect(await screen.findByText('service list page')).toBeInTheDocument();
    expect(screen.queryByText('页面不存在')).toBeNull();
  });

  it('shows the remote’s lazy page when the address has a fragment (WeChat’s #wechat_redirect)', async () => {
    const arrive = await openWaitingForTheRemote('/serviceReport?state=pp_bind#wechat_redirect');
    act(() =>
      arrive({
        routes: [
          {
            path: '/serviceReport',
            children: [
              // Lazy, as the remotes' pages are: re-entering by a same-URL navigation left
              // these unloaded (a hash-only change to the router) and the page empty.
              { index: true, lazy: async () => ({ element: <p>service list page</p> }) },
            ],
          },
        ],
      }),
    );
    expect(await screen.findByText('service list page')).toBeInTheDocument();
  });

  it('shows its error and a Retry in its own area while the menu keeps working; Retry re-registers with force', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    renderAt(appRoutes(), '/serviceReport');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“服务列表”模块加载失败');
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    loadRemoteMock.mockResolvedValueOnce({
      routes: [{ path: '/serviceReport', element: <p>back again</p> }],
    });
    await userEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('back again')).toBeInTheDocument();
    expect(jest.mocked(registerRemotes)).toHaveBeenLastCalledWith(
      [expect.objectContaining({ name: 'service' })],
      { force: true },
    );
  });

  it('catches a remote that throws while rendering', async () => {
    loadRemoteMock.mockResolvedValueOnce({
      routes: [{ path: '/serviceReport', element: <Crash /> }],
    });
    renderAt(appRoutes(), '/serviceReport');
    expect(await screen.findByRole('alert')).toHaveTextContent('模块加载失败');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('1999-2022');
  });

  it('times out a remote that never answers', async () => {
    loadRemoteMock.mockImplementation(() => new Promise(() => undefined));
    renderAt(appRoutes(), '/serviceReport');
    // Real timers: the area is a lazy route, and the remote's time-out here is short.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '模块加载失败',
    );
  });

  it('shows a not-found page inside the layout for an unknown path', async () => {
    renderAt(appRoutes(), '/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
  });

  it('shows the not-found page for a path under a remote that the remote does not know', async () => {
    loadRemoteMock.mockResolvedValueOnce({
      routes: [{ path: '/serviceReport', element: <p>service list page</p> }],
    });
    renderAt(appRoutes(), '/serviceReport/nothing-here');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });

  it('runs the remote’s route loaders (data starts with the code) and takes child titles from handles', async () => {
    const loader = jest.fn(() => null);
    loadRemoteMock.mockResolvedValueOnce({
      routes: [
        {
          path: '/serviceReport',
          children: [
            { index: true, element: <p>service list page</p> },
            {
              path: 'serviceDetail',
              loader,
              handle: { title: () => '服务详情' },
              element: <p>detail page</p>,
            },
          ],
        },
      ],
    });
    renderAt(appRoutes(), '/serviceReport/serviceDetail?id=7');
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    const [{ request }] = loader.mock.calls[0] as unknown as [{ request: Request }];
    expect(new URL(request.url).search).toBe('?id=7');
    await waitFor(() => expect(document.title).toBe('服务详情'));
    expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent('服务详情');
  });
});
