import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { portalConfig } from '../config/portal-config';
import { currentRuntimeConfig, DEFAULT_REQUEST_TIMEOUT_MS } from '../config/runtime-config';
import type { AnyEndpoint } from '../contract/endpoint';
import type { Envelope } from '../contract/envelope';
import { ENCRYPTED_QUERY_PARAM, HEADERS, SYSTEM_TYPE } from '../contract/http-headers';
import { CodecError, decryptJson, deriveKeys, encryptJson, type CodecKeys } from '../crypto/codec';
import { translate, useLocaleStore } from '../stores/locale-store';
import { useSessionStore } from '../stores/session-store';
import { ApiError } from './api-error';
import { HTTP_REASONS } from './error-rules';
import type { CallOptions } from './http-client';

/**
 * The wire half of the http client: axios, the encryption (crypto-js) and reading the
 * envelope. The client (http-client.ts) loads this file as a chunk of its own on its first
 * call, so neither library is in the bytes a page downloads before it can draw: 23 KB
 * compressed that the login form no longer waits on (issue 13). Signed-in pages preload
 * the chunk from index.html (shell/src/document/build-document.cjs), and the login page's
 * branding call starts it while the form renders.
 */

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

/** One call on the wire: the request built (encrypted), sent, and its envelope read. */
export async function send(
  endpoint: AnyEndpoint,
  input: unknown,
  encrypt: boolean,
  options: CallOptions,
): Promise<Envelope<unknown> | Blob> {
  const response = await http.request(buildConfig(endpoint, input, encrypt, options));
  return readEnvelope(response, encrypt);
}

/** What a failed send means to the user, as the error catalogue words it (spec §8). */
export function transportError(error: unknown): ApiError {
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
