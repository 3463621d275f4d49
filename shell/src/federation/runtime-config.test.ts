import { currentRuntimeConfig } from '@pest-portal/shared';
import { loadRuntimeConfig, parseRuntimeConfig, resetRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  afterEach(() => {
    delete window.__PORTAL_RUNTIME__;
    resetRuntimeConfig();
  });

  it('fills the default time-out (spec §9) and checks the shape', () => {
    const config = parseRuntimeConfig({
      remotes: [{ name: 'feedback', entry: 'http://h/mf-manifest.json' }],
      drawerFooterHosts: ['a.cn'],
      helpUrl: '/help',
    });
    expect(config.remotes[0]?.timeoutMs).toBe(120000);
    expect(config.requestTimeoutMs).toBe(30000);
    expect(parseRuntimeConfig({ remotes: [], requestTimeoutMs: 10000 }).requestTimeoutMs).toBe(
      10000,
    );
    expect(() => parseRuntimeConfig({ remotes: [], requestTimeoutMs: 0 })).toThrow(
      'requestTimeoutMs',
    );
    expect(() => parseRuntimeConfig({ remotes: [{ entry: 'x' }] })).toThrow('remotes[0].name');
    expect(() => parseRuntimeConfig({ remotes: 'x' })).toThrow('remotes must be a list');
  });

  it('reads the config inlined into index.html before asking the server', async () => {
    window.__PORTAL_RUNTIME__ = { remotes: [], drawerFooterHosts: [], helpUrl: '/h' };
    await expect(loadRuntimeConfig()).resolves.toEqual({
      remotes: [],
      drawerFooterHosts: [],
      helpUrl: '/h',
      weChatSdkUrl: '',
      requestTimeoutMs: 30000,
    });
  });

  it('keeps WeChat’s SDK URL where the remotes read it, and refuses one that is no string', async () => {
    window.__PORTAL_RUNTIME__ = {
      remotes: [],
      weChatSdkUrl: 'https://sdk.test/jweixin.js',
    };
    await loadRuntimeConfig();
    expect(currentRuntimeConfig()?.weChatSdkUrl).toBe('https://sdk.test/jweixin.js');
    expect(() => parseRuntimeConfig({ remotes: [], weChatSdkUrl: 42 })).toThrow('weChatSdkUrl');
  });

  it('fetches /remotes.json from its own origin otherwise, and tries again after a failure', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        json: async () => ({ remotes: [], drawerFooterHosts: [], helpUrl: '' }),
      });
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      writable: true,
      value: fetchMock,
    });
    await expect(loadRuntimeConfig()).rejects.toThrow('Failed to fetch');
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ remotes: [] });
    expect(fetchMock).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });
});
