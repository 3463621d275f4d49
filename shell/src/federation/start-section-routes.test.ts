import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { paths, useSessionStore } from '@pest-portal/shared';
import { loadRemoteModule, resetRemoteLoader } from './remote-loader';
import { resetRuntimeConfig } from './runtime-config';
import { startSectionRoutes } from './start-section-routes';
import { twoRemotesConfig } from './test-runtime-config';

// The federation runtime is the edge replaced here: the shell's loader runs as it is.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadMock = jest.mocked(loadRemote);
const routes = { routes: [] };

/** Let the loader's awaits (runtime config, register, loadRemote) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetRemoteLoader();
  resetRuntimeConfig();
  loadMock.mockReset();
  jest.mocked(registerRemotes).mockClear();
  loadMock.mockResolvedValue(routes);
  window.__PORTAL_RUNTIME__ = twoRemotesConfig();
  useSessionStore.setState({ token: 'tok' });
});

afterEach(() => {
  delete window.__PORTAL_RUNTIME__;
  useSessionStore.setState({ token: '' });
});

describe("the section's routes from the shell's start", () => {
  it("loads the routes of the page's section once: the router's load gets the same", async () => {
    startSectionRoutes(`${paths.serviceReport.path}/serviceDetail`);
    await settle();
    expect(loadMock.mock.calls).toEqual([['service/routes']]);
    await expect(loadRemoteModule('service', './routes')).resolves.toBe(routes);
    expect(loadMock).toHaveBeenCalledTimes(1);
  });

  it("loads nothing without a session, nor on the shell's own pages", async () => {
    startSectionRoutes(paths.login.path);
    startSectionRoutes('/');
    useSessionStore.setState({ token: '' });
    startSectionRoutes(paths.feedback.path);
    await settle();
    expect(loadMock).not.toHaveBeenCalled();
  });

  it("leaves a failure to the router's load, which tries again", async () => {
    loadMock.mockRejectedValueOnce(new Error('down'));
    startSectionRoutes(paths.feedback.path);
    await settle();
    await expect(loadRemoteModule('feedback', './routes')).resolves.toBe(routes);
    expect(loadMock).toHaveBeenCalledTimes(2);
  });
});
