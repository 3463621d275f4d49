import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { platformIncompatibility } from './platform-compatibility';
import { loadRemoteModule, RemoteLoadError, resetRemoteLoader } from './remote-loader';
import { resetRuntimeConfig } from './runtime-config';
import { twoRemotesConfig } from './test-runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

// The manifest check after a failure is tested in platform-compatibility.test.ts.
jest.mock('./platform-compatibility', () => ({
  platformIncompatibility: jest.fn().mockResolvedValue(null),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const incompatibilityMock = jest.mocked(platformIncompatibility);
const registerMock = jest.mocked(registerRemotes);

beforeEach(() => {
  jest.useFakeTimers();
  resetRemoteLoader();
  resetRuntimeConfig();
  window.__PORTAL_RUNTIME__ = twoRemotesConfig();
});

afterEach(() => {
  jest.useRealTimers();
  delete window.__PORTAL_RUNTIME__;
});

const never = () => new Promise<never>(() => undefined);

describe('remote loader', () => {
  it('registers the remote from the runtime config and loads <name>/<expose>', async () => {
    loadRemoteMock.mockResolvedValue({ routes: [] });
    await expect(loadRemoteModule('feedback', './routes')).resolves.toEqual({ routes: [] });
    expect(registerMock).toHaveBeenCalledWith(
      [{ name: 'feedback', entry: 'http://localhost:8084/mf-manifest.json' }],
      { force: false },
    );
    expect(loadRemoteMock).toHaveBeenCalledWith('feedback/routes');
  });

  it('gives up after the remote’s own time-out', async () => {
    loadRemoteMock.mockImplementation(never);
    const result = loadRemoteModule('feedback', './routes');
    const caught = result.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(4999);
    await jest.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).reason).toBe('timeout');
  });

  it('uses 120000 ms when the descriptor names no time-out (spec §9)', async () => {
    loadRemoteMock.mockImplementation(never);
    let settled = false;
    const caught = loadRemoteModule('service', './routes').catch((e: unknown) => {
      settled = true;
      return e;
    });
    await jest.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await caught).toBeInstanceOf(RemoteLoadError);
  });

  it('retry re-registers the remote with force and really loads again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    await expect(loadRemoteModule('feedback', './routes')).rejects.toMatchObject({
      reason: 'failed',
    });
    loadRemoteMock.mockResolvedValueOnce({ routes: ['ok'] });
    await expect(loadRemoteModule('feedback', './routes', { force: true })).resolves.toEqual({
      routes: ['ok'],
    });
    expect(registerMock).toHaveBeenLastCalledWith(
      [{ name: 'feedback', entry: 'http://localhost:8084/mf-manifest.json' }],
      { force: true },
    );
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('loads a remote by the version the page names, and retries by its plain URL: what the remote serves now', async () => {
    const versioned = 'http://localhost:8084/mf-manifest.json?v=0123456789abcdef';
    window.__PORTAL_RUNTIME__ = {
      remotes: [{ name: 'feedback', entry: versioned, timeoutMs: 5000 }],
    };
    loadRemoteMock.mockRejectedValueOnce(new Error('ChunkLoadError'));
    await expect(loadRemoteModule('feedback', './routes')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(registerMock).toHaveBeenLastCalledWith([{ name: 'feedback', entry: versioned }], {
      force: false,
    });
    loadRemoteMock.mockResolvedValueOnce({ routes: [] });
    await loadRemoteModule('feedback', './routes', { force: true });
    expect(registerMock).toHaveBeenLastCalledWith(
      [{ name: 'feedback', entry: 'http://localhost:8084/mf-manifest.json' }],
      { force: true },
    );
  });

  it('does not cache a failure: the next load tries again', async () => {
    loadRemoteMock.mockResolvedValueOnce(null);
    await expect(loadRemoteModule('feedback', './routes')).rejects.toBeInstanceOf(RemoteLoadError);
    loadRemoteMock.mockResolvedValueOnce({ routes: [] });
    await expect(loadRemoteModule('feedback', './routes')).resolves.toEqual({ routes: [] });
  });

  it('shares one successful load', async () => {
    loadRemoteMock.mockResolvedValue({ routes: [] });
    await loadRemoteModule('feedback', './routes');
    await loadRemoteModule('feedback', './routes');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('reports a remote refused for the platform core’s version as incompatible, with both versions', async () => {
    const refusal = new Error('shared singleton module @pest-portal/shared does not satisfy');
    loadRemoteMock.mockRejectedValueOnce(refusal);
    incompatibilityMock.mockResolvedValueOnce({
      kind: 'platform',
      required: '^2.0.0',
      provided: '1.1.0',
    });
    await expect(loadRemoteModule('feedback', './routes')).rejects.toMatchObject({
      reason: 'incompatible',
      incompatibility: { required: '^2.0.0', provided: '1.1.0' },
      cause: refusal,
    });
    expect(incompatibilityMock).toHaveBeenCalledWith('http://localhost:8084/mf-manifest.json');
  });

  it('reports a remote the config does not list', async () => {
    await expect(loadRemoteModule('nowhere', './routes')).rejects.toMatchObject({
      reason: 'missing',
    });
  });
});
