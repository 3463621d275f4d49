import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { forgetRuntimeConfig, rememberRuntimeConfig } from '../config/runtime-config';
import { ENDPOINTS } from '../contract/endpoints';
import { decryptJson, deriveKeys, encryptJson } from '../crypto/codec';
import { redirectTo } from '../routing/redirect';
import { useLoadingStore } from '../stores/loading-store';
import { useNotifierStore } from '../stores/notifier-store';
import { useSessionStore } from '../stores/session-store';
import { ApiError } from './api-error';
import { request, resetRedirectGuard } from './http-client';
import { http } from './http-transport';

jest.mock('../routing/redirect', () => ({ redirectTo: jest.fn() }));
jest.mock('../config/portal-config', () => ({
  portalConfig: { apiBase: '/api', encrypt: true, cryptoKey: 'unit-test-key' },
}));

const keys = deriveKeys('unit-test-key');
const notify = jest.fn();
let seen: InternalAxiosRequestConfig[] = [];

/** The transport is replaced at its edge: what the server would answer, encrypted as it would be. */
function answer(envelope: unknown, status = 200): void {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = {
      data: encryptJson(envelope, keys),
      status,
      statusText: status === 200 ? 'OK' : 'Bad Gateway',
      headers: {},
      config,
    };
    if (status !== 200) {
      const error = Object.assign(new Error('Request failed'), {
        isAxiosError: true,
        response,
        config,
      });
      throw error;
    }
    return response;
  };
  http.defaults.adapter = adapter;
}

beforeEach(() => {
  seen = [];
  localStorage.clear();
  useNotifierStore.getState().register(notify);
  useSessionStore.setState({ token: 't0k', key: 'k3y', mid: '12' });
  resetRedirectGuard();
});

describe('http client', () => {
  it('encrypts a POST body, sends the headers and decrypts the envelope', async () => {
    answer({
      statusCode: 200,
      message: 'ok',
      data: { list: [], total: 0, pageNum: 1, pageSize: 10 },
    });
    const page = await request(ENDPOINTS.feedbackPage, { pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(0);
    const config = seen[0]!;
    expect(config.headers.systemType).toBe('4');
    expect(config.headers.token).toBe('t0k');
    expect(config.headers.key).toBe('k3y');
    expect(config.headers.mid).toBe('12');
    expect(config.headers.decrypt).toBe('1');
    expect(String(config.data)).not.toContain('pageNum');
    expect(decryptJson(String(config.data), keys)).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('puts GET parameters into one encrypted q parameter', async () => {
    answer({ statusCode: 200, message: 'ok', data: { resendAfter: 60 } });
    await request(ENDPOINTS.sendLoginCode, { account: '13800000001' });
    const params = seen[0]!.params as Record<string, string>;
    expect(Object.keys(params)).toEqual(['q']);
    expect(decryptJson(params.q!, keys)).toEqual({ account: '13800000001' });
  });

  it('sends the user to login with Rurl on 304, 306 and 305 无有效客户', async () => {
    for (const [statusCode, message] of [
      [304, 'no token'],
      [306, 'expired'],
      [305, '无有效客户'],
    ] as const) {
      resetRedirectGuard();
      useSessionStore.setState({ token: 't0k' });
      answer({ statusCode, message, data: null });
      await expect(request(ENDPOINTS.weChatBaseInfo, {})).rejects.toBeInstanceOf(ApiError);
      expect(useSessionStore.getState().token).toBeNull();
    }
    expect(redirectTo).toHaveBeenCalledTimes(3);
    expect(redirectTo).toHaveBeenLastCalledWith('/login');
    expect(notify).not.toHaveBeenCalled();
  });

  it('redirects once for calls failing together; after an in-app navigation, again next time', async () => {
    let finish: () => void = () => undefined;
    jest
      .mocked(redirectTo)
      .mockClear()
      .mockImplementation(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      );
    answer({ statusCode: 306, message: 'expired', data: null });
    await Promise.allSettled([
      request(ENDPOINTS.weChatBaseInfo, {}),
      request(ENDPOINTS.weChatBaseInfo, {}),
    ]);
    expect(redirectTo).toHaveBeenCalledTimes(1);
    finish();
    await Promise.resolve();
    await request(ENDPOINTS.weChatBaseInfo, {}).catch(() => undefined);
    expect(redirectTo).toHaveBeenCalledTimes(2);
    jest.mocked(redirectTo).mockReset();
  });

  it('toasts the first validation defaultMessage', async () => {
    answer({
      statusCode: 400,
      message: '参数错误',
      data: [{ field: 'newPassword', defaultMessage: '新密码至少8位' }],
    });
    const failure = request(ENDPOINTS.updatePassword, {
      oldPassword: 'a',
      newPassword: 'b',
      confirmPassword: 'b',
    });
    await expect(failure).rejects.toMatchObject({ statusCode: 400, message: '新密码至少8位' });
    expect(notify).toHaveBeenCalledWith('error', '新密码至少8位');
  });

  it('toasts a transport error with the HTTP status, and stays quiet when asked', async () => {
    answer({}, 500);
    await expect(request(ENDPOINTS.weChatBaseInfo, {})).rejects.toMatchObject({ httpStatus: 500 });
    expect(notify).toHaveBeenCalledWith('error', expect.stringContaining('500'));
    notify.mockClear();
    await expect(request(ENDPOINTS.weChatBaseInfo, {}, { quiet: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('names the proxy’s 502 and 503 as the service being unavailable', async () => {
    for (const status of [502, 503]) {
      answer({ statusCode: status, message: 'api unavailable', data: null }, status);
      await expect(request(ENDPOINTS.weChatBaseInfo, {})).rejects.toMatchObject({
        httpStatus: status,
        message: '服务暂时不可用，请稍后重试',
      });
    }
  });

  it('gives every call a time-out, uploads a longer one, and names it when it passes', async () => {
    answer({ statusCode: 200, message: 'ok', data: null });
    await request(ENDPOINTS.weChatBaseInfo, {});
    expect(seen[0]?.timeout).toBe(30_000);
    http.defaults.adapter = async (config) => {
      seen.push(config);
      throw Object.assign(new Error('timeout of 30000ms exceeded'), {
        isAxiosError: true,
        code: 'ECONNABORTED',
        config,
      });
    };
    await expect(request(ENDPOINTS.fileUpload, new FormData())).rejects.toMatchObject({
      message: '请求超时，请稍后重试',
    });
    expect(seen[1]?.timeout).toBe(120_000);
    expect(useLoadingStore.getState().inFlight).toBe(0);
  });

  it('takes the deployment’s time-out from the runtime config, never for uploads', async () => {
    rememberRuntimeConfig({
      remotes: [],
      drawerFooterHosts: [],
      helpUrl: '',
      weChatSdkUrl: '',
      requestTimeoutMs: 10_000,
    });
    try {
      answer({ statusCode: 200, message: 'ok', data: null });
      await request(ENDPOINTS.weChatBaseInfo, {});
      await request(ENDPOINTS.fileUpload, new FormData());
      expect(seen.map((c) => c.timeout)).toEqual([10_000, 120_000]);
    } finally {
      forgetRuntimeConfig();
    }
  });

  it('counts requests in flight back to zero, success or failure', async () => {
    answer({ statusCode: 500, message: '服务器错误', data: null });
    const pending = request(ENDPOINTS.weChatBaseInfo, {}).catch(() => undefined);
    expect(useLoadingStore.getState().inFlight).toBe(1);
    await pending;
    expect(useLoadingStore.getState().inFlight).toBe(0);
  });
});

describe('a request started by a tap', () => {
  const okPage = {
    statusCode: 200,
    message: 'ok',
    data: { list: [], total: 0, pageNum: 1, pageSize: 10 },
  };

  /** Frames run only when the test says so: the browser's next paint, held back. */
  function holdFrames(): () => void {
    const frames: FrameRequestCallback[] = [];
    const spy = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    return () => {
      spy.mockRestore();
      for (const frame of frames.splice(0)) frame(performance.now());
    };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('goes after the next frame when started inside a click handler, the loading bar shown first', async () => {
    answer(okPage);
    const paint = holdFrames();
    const button = document.createElement('button');
    let sent: Promise<unknown> = Promise.resolve();
    button.addEventListener('click', () => {
      sent = request(ENDPOINTS.feedbackPage, { pageNum: 1, pageSize: 10 });
    });
    button.click();
    await settle();
    expect(useLoadingStore.getState().inFlight).toBe(1);
    expect(seen).toHaveLength(0);
    paint();
    await sent;
    expect(seen).toHaveLength(1);
  });

  it('goes at once when no input is being handled (a page load)', async () => {
    answer(okPage);
    const paint = holdFrames();
    const sent = request(ENDPOINTS.feedbackPage, { pageNum: 1, pageSize: 10 });
    await settle();
    expect(seen).toHaveLength(1);
    await sent;
    paint();
  });
});

describe('the wire half, a chunk of its own', () => {
  const emptyPage = { list: [], total: 0, pageNum: 1, pageSize: 10 };

  it('says the network failed when it cannot load, and loads it again on the next call', async () => {
    await jest.isolateModulesAsync(async () => {
      let loads = 0;
      jest.doMock('./http-transport', () => {
        loads += 1;
        if (loads === 1) throw new Error('Loading chunk http-transport failed');
        return jest.requireActual('./http-transport');
      });
      const client = await import('./http-client');
      const { useNotifierStore: notifier } = await import('../stores/notifier-store');
      const shown = jest.fn();
      notifier.getState().register(shown);
      const first = client.request(ENDPOINTS.feedbackPage, { pageNum: 1, pageSize: 10 });
      await expect(first).rejects.toMatchObject({
        name: 'ApiError',
        message: '网络错误，请检查网络连接',
        httpStatus: 0,
      });
      expect(shown).toHaveBeenCalledWith('error', '网络错误，请检查网络连接');
      const { http: wire } = await client.loadTransport();
      wire.defaults.adapter = async (config) => ({
        data: encryptJson({ statusCode: 200, message: 'ok', data: emptyPage }, keys),
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      });
      await expect(
        client.request(ENDPOINTS.feedbackPage, { pageNum: 1, pageSize: 10 }),
      ).resolves.toEqual(emptyPage);
      expect(loads).toBe(2);
    });
  });
});
