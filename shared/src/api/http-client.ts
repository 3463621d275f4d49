import axios, { type AxiosProgressEvent, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { portalConfig } from '../config/portal-config';
import { currentRuntimeConfig, DEFAULT_REQUEST_TIMEOUT_MS } from '../config/runtime-config';
import type { AnyEndpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import type { Envelope } from '../contract/envelope';
import { ENCRYPTED_QUERY_PARAM, HEADERS, SYSTEM_TYPE } from '../contract/http-headers';
import { CodecError, decryptJson, deriveKeys, encryptJson, type CodecKeys } from '../crypto/codec';
import { isMobile } from '../device/device';
import { loginHref } from '../routing/paths';
import { redirectTo } from '../routing/redirect';
import { useLoadingStore } from '../stores/loading-store';
import { translate, useLocaleStore } from '../stores/locale-store';
import { notify } from '../stores/notifier-store';
import { useSessionStore } from '../stores/session-store';
import { afterNextPaint, duringInput } from './after-input-paint';
import { ApiError, isAbort } from './api-error';
import { fieldErrorsOf, HTTP_REASONS, judge } from './error-rules';

/** Uploads of up to 5 MB over a slow phone link get longer than other calls. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** A call's time-out: the deployment's (runtime config), else the default. */
function requestTimeoutMs(): number {
  return currentRuntimeConfig()?.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
}

/** What the shell's proxy answers when the API is down or does not answer (scripts/static-server.cjs). */
const SERVICE_UNAVAILABLE = new Set([502, 503, 504]);

/** The only axios instance (DESIGN.md §3). Nothing else in the portal knows axios. */
export const http = axios.create({
  baseURL: portalConfig.apiBase,
  timeout: DEFAULT_REQUEST_TIMEOUT_MS,
});

let keys: CodecKeys | null = null;
function codecKeys(): CodecKeys {
  keys ??= deriveKeys(portalConfig.cryptoKey);
  return keys;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Do not toast failures: the caller shows them in place. Session expiry still redirects. */
  quiet?: boolean;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  /** Bytes of the response as they arrive: a streamed download shows its progress with it. */
  onDownloadProgress?: (event: AxiosProgressEvent) => void;
  /**
   * A submit's own id (newRequestId), kept with its draft until it succeeds: a resend after
   * a lost answer or a time-out then stores one record, not two (the API keeps one per id).
   */
  requestId?: string;
}

function headers(encrypt: boolean, requestId: string | undefined): Record<string, string> {
  const { token, key, mid } = useSessionStore.getState();
  const h: Record<string, string> = {
    [HEADERS.systemType]: SYSTEM_TYPE,
    // The API words its validation messages in the portal's language, not the browser's.
    'Accept-Language': useLocaleStore.getState().locale,
  };
  if (token) h[HEADERS.token] = token;
  if (key) h[HEADERS.key] = key;
  if (mid) h[HEADERS.mid] = mid;
  if (encrypt) h[HEADERS.decrypt] = '1';
  if (requestId) h[HEADERS.requestId] = requestId;
  return h;
}

function buildConfig(
  endpoint: AnyEndpoint,
  input: unknown,
  encrypt: boolean,
  options: CallOptions,
): AxiosRequestConfig {
  const config: AxiosRequestConfig = {
    method: endpoint.method,
    url: endpoint.path,
    headers: headers(encrypt, options.requestId),
    signal: options.signal,
    onUploadProgress: options.onUploadProgress,
    onDownloadProgress: options.onDownloadProgress,
    timeout: endpoint.kind === 'multipart' ? UPLOAD_TIMEOUT_MS : requestTimeoutMs(),
    // Decoding is ours: the body may be ciphertext, and a binary download may be an error envelope.
    responseType: endpoint.kind === 'binary' ? 'blob' : 'text',
    transformResponse: (data: unknown) => data,
  };
  if (endpoint.kind === 'multipart') {
    config.data = input; // file uploads travel as they are (spec §7)
  } else if (endpoint.method === 'GET') {
    config.params = encrypt
      ? { [ENCRYPTED_QUERY_PARAM]: encryptJson(input ?? {}, codecKeys()) }
      : input;
  } else if (encrypt) {
    config.data = encryptJson(input ?? {}, codecKeys());
    config.headers = { ...config.headers, 'Content-Type': 'text/plain;charset=utf-8' };
  } else {
    config.data = input ?? {};
  }
  return config;
}

async function readEnvelope(
  response: AxiosResponse,
  encrypt: boolean,
): Promise<Envelope<unknown> | Blob> {
  let body: unknown = response.data;
  if (body instanceof Blob) {
    const type = String(response.headers['content-type'] ?? '');
    // A download that failed comes back as an envelope rather than the file.
    if (!type.startsWith('application/json') && !type.startsWith('text/plain')) return body;
    body = await body.text();
  }
  const text = String(body ?? '');
  return encrypt
    ? decryptJson<Envelope<unknown>>(text, codecKeys())
    : (JSON.parse(text) as Envelope<unknown>);
}

let redirecting = false;
/** Only for tests: forget that a redirect was already started. */
export function resetRedirectGuard(): void {
  redirecting = false;
}

function goToLogin(): void {
  useSessionStore.getState().signOut();
  if (redirecting || typeof window === 'undefined') return;
  const here = window.location.pathname + window.location.search;
  if (here.startsWith('/login') || here.startsWith('/mlogin')) return;
  redirecting = true;
  // Calls that fail together redirect once. A page load ends this document; after an
  // in-app navigation the next session may end too, so the guard is released.
  const inApp = redirectTo(loginHref(isMobile(), here));
  const release = () => {
    redirecting = false;
  };
  if (inApp) void inApp.then(release, release);
}

function transportError(error: unknown): ApiError {
  if (axios.isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    if (SERVICE_UNAVAILABLE.has(status))
      return new ApiError(translate('error.serviceUnavailable'), 0, [], status);
    if (status) {
      const reason = error.response?.statusText || HTTP_REASONS[status] || 'HTTP Error';
      return new ApiError(translate('error.http', { status, text: reason }), 0, [], status);
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
      return new ApiError(translate('error.timeout'), 0, [], 0);
    return new ApiError(translate('error.network'), 0, [], 0);
  }
  if (error instanceof CodecError) return new ApiError(translate('error.decrypt'), 0, [], 200);
  return new ApiError(translate('error.unknown'), 0, [], 0);
}

/**
 * Call one endpoint of the contract and return its data, applying spec §7 (headers,
 * encryption) and §8 (error catalogue). Rejects with ApiError; the toast is already shown
 * unless `quiet`.
 * @example const records = await request(ENDPOINTS.feedbackPage, { pageNum: 1, pageSize: 10 });
 */
export async function request<E extends AnyEndpoint>(
  endpoint: E,
  input: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const encrypt = portalConfig.encrypt;
  const loading = useLoadingStore.getState();
  const fromInput = duringInput();
  loading.begin();
  try {
    let result: Envelope<unknown> | Blob;
    try {
      // A tap first shows that it was taken (the loading bar above), then the request goes.
      if (fromInput) await afterNextPaint();
      const response = await http.request(buildConfig(endpoint, input, encrypt, options));
      result = await readEnvelope(response, encrypt);
    } catch (error) {
      if (isAbort(error)) throw error;
      const apiError = transportError(error);
      if (!options.quiet) notify('error', apiError.message);
      throw apiError;
    }
    if (result instanceof Blob) return result as ResponseOf<E>;
    const verdict = judge(result);
    if (verdict.kind === 'ok') {
      // Production builds drop this branch and the checker's chunk with it.
      if (process.env.NODE_ENV !== 'production')
        void import('./response-check').then((m) => m.checkResponse(endpoint, result.data));
      return result.data as ResponseOf<E>;
    }
    if (verdict.kind === 'login') {
      goToLogin();
      throw new ApiError(result.message, result.statusCode);
    }
    if (!options.quiet) notify('error', verdict.text);
    throw new ApiError(verdict.text, result.statusCode, fieldErrorsOf(result));
  } finally {
    loading.end();
  }
}
