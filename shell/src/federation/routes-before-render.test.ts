import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useSessionStore } from '@pest-portal/shared';
import { loadAntProviders } from '../providers/ant-host';
import { resetRemoteLoader } from './remote-loader';
import { routesBeforeRender } from './routes-before-render';
import { resetRuntimeConfig } from './runtime-config';
import { twoRemotesConfig } from './test-runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// antd's providers load real chunks in the browser; here only whether they were asked for.
jest.mock('../providers/ant-host', () => ({ loadAntProviders: jest.fn(() => Promise.resolve()) }));

const loadMock = jest.mocked(loadRemote);
const registerMock = jest.mocked(registerRemotes);
const antMock = jest.mocked(loadAntProviders);

/** Resolves to 'render' once `routesBeforeRender` lets the render start, or 'waiting' after `ms`. */
function within(ms: number, gate: Promise<void>): Promise<'render' | 'waiting'> {
  return Promise.race([
    gate.then(() => 'render' as const),
    new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms)),
  ]);
}

beforeEach(() => {
  jest.clearAllMocks();
  resetRemoteLoader();
  resetRuntimeConfig();
  localStorage.clear();
  useSessionStore.getState().signOut();
  window.__PORTAL_RUNTIME__ = twoRemotesConfig();
});

afterEach(() => {
  delete window.__PORTAL_RUNTIME__;
});

describe('a section’s routes before the first render (issue 13)', () => {
  it('asks for the routes and antd of a signed-in section page, and lets the render start once the routes are in', async () => {
    useSessionStore.getState().adopt('token-1', 'key-1');
    let arrive: (module: unknown) => void = () => undefined;
    loadMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const gate = routesBeforeRender('/feedback/records', 5000);
    expect(antMock).toHaveBeenCalledTimes(1);
    expect(await within(50, gate)).toBe('waiting');
    expect(registerMock).toHaveBeenCalledWith(
      [{ name: 'feedback', entry: 'http://localhost:8084/mf-manifest.json' }],
      { force: false },
    );
    expect(loadMock).toHaveBeenCalledWith('feedback/routes');
    arrive({ routes: [] });
    expect(await within(50, gate)).toBe('render');
  });

  it('does not hold the render longer than its limit for a remote that does not answer', async () => {
    useSessionStore.getState().adopt('token-1', 'key-1');
    loadMock.mockReturnValue(new Promise(() => undefined));
    const gate = routesBeforeRender('/feedback', 100);
    expect(await within(50, gate)).toBe('waiting');
    expect(await within(200, gate)).toBe('render');
  });

  it('lets the render start at once when the routes fail', async () => {
    useSessionStore.getState().adopt('token-1', 'key-1');
    loadMock.mockRejectedValue(new Error('connection refused'));
    expect(await within(50, routesBeforeRender('/feedback', 5000))).toBe('render');
  });

  it('asks for nothing on a login page, a shell page, or without a token', async () => {
    expect(await within(20, routesBeforeRender('/feedback', 5000))).toBe('render');
    useSessionStore.getState().adopt('token-1', 'key-1');
    expect(await within(20, routesBeforeRender('/login', 5000))).toBe('render');
    expect(await within(20, routesBeforeRender('/', 5000))).toBe('render');
    expect(loadMock).not.toHaveBeenCalled();
    expect(antMock).not.toHaveBeenCalled();
  });
});
