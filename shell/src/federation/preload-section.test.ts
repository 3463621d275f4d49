import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { preloadSection } from './preload-section';
import { loadRemoteModule, resetRemoteLoader } from './remote-loader';
import { resetRuntimeConfig } from './runtime-config';
import { twoRemotesConfig } from './test-runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const preloadMock = jest.mocked(preloadRemote);
const registerMock = jest.mocked(registerRemotes);
const loadMock = jest.mocked(loadRemote);

/** Let the preload's awaits (runtime config, register, preloadRemote) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetRemoteLoader();
  resetRuntimeConfig();
  preloadMock.mockResolvedValue(undefined);
  window.__PORTAL_RUNTIME__ = twoRemotesConfig();
});

afterEach(() => {
  delete window.__PORTAL_RUNTIME__;
});

describe('preloading a section (issue 13)', () => {
  it('registers the remote of a menu path and preloads its routes through the runtime', async () => {
    preloadSection('/feedback');
    await settle();
    expect(registerMock).toHaveBeenCalledWith(
      [{ name: 'feedback', entry: 'http://localhost:8084/mf-manifest.json' }],
      { force: false },
    );
    expect(preloadMock).toHaveBeenCalledWith([
      { nameOrAlias: 'feedback', exposes: ['./routes'], resourceCategory: 'sync' },
    ]);
  });

  it("'entry' asks for no module's chunks: the manifest and entry alone", async () => {
    preloadSection('/serviceReport', 'entry');
    await settle();
    const [[args]] = preloadMock.mock.calls as [[{ nameOrAlias: string; exposes: string[] }[]]];
    expect(args[0]?.nameOrAlias).toBe('service');
    expect(args[0]?.exposes).not.toContain('./routes');
  });

  it('asks once, and not at all for a section already loaded or a page of the shell', async () => {
    preloadSection('/feedback');
    preloadSection('/feedback');
    preloadSection('/login');
    loadMock.mockResolvedValue({ routes: [] });
    await loadRemoteModule('service', './routes');
    preloadSection('/serviceReport');
    await settle();
    expect(preloadMock).toHaveBeenCalledTimes(1);
  });

  it('never throws or rejects on a failure, and a later hover tries again', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    preloadMock.mockRejectedValueOnce(new Error('manifest unreachable'));
    expect(() => preloadSection('/feedback')).not.toThrow();
    await settle();
    expect(info).toHaveBeenCalled();
    preloadSection('/feedback');
    await settle();
    expect(preloadMock).toHaveBeenCalledTimes(2);
  });
});
