import type { AxiosProgressEvent } from 'axios';
import type { AnyEndpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import type { Envelope } from '../contract/envelope';
import { portalConfig } from '../config/portal-config';
import { isMobile } from '../device/device';
import { loginHref } from '../routing/paths';
import { redirectTo } from '../routing/redirect';
import { useLoadingStore } from '../stores/loading-store';
import { translate } from '../stores/locale-store';
import { notify } from '../stores/notifier-store';
import { useSessionStore } from '../stores/session-store';
import { afterNextPaint, duringInput } from './after-input-paint';
import { ApiError, isAbort } from './api-error';
import { fieldErrorsOf, judge } from './error-rules';
import type * as Wire from './http-transport';

/** The wire half (axios, the encryption): a chunk of its own, loaded on the first call. */
type Transport = typeof Wire;
let transport: Promise<Transport> | undefined;

/**
 * Starts loading the wire half if it has not started: the first call waits for it, later
 * calls find it loaded. A failed load is forgotten, so the next call tries again. axios and
 * crypto-js go in the same named file (shared/build/webpack-app.cjs keeps them there).
 */
export function loadTransport(): Promise<Transport> {
  transport ??= import(/* webpackChunkName: "http-transport" */ './http-transport').catch(
    (error: unknown) => {
      transport = undefined;
      throw error;
    },
  );
  return transport;
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
    let wire: Transport | undefined;
    try {
      // A tap first shows that it was taken (the loading bar above), then the request goes.
      if (fromInput) await afterNextPaint();
      wire = await loadTransport();
      result = await wire.send(endpoint, input, encrypt, options);
    } catch (error) {
      if (isAbort(error)) throw error;
      // Without its wire half the call never left: to the user, the network failed.
      const apiError = wire
        ? wire.transportError(error)
        : new ApiError(translate('error.network'), 0, [], 0);
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
