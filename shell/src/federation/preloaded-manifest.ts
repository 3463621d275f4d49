import { readNowResponse } from './read-now-response';
import { withTimeout } from './with-timeout';

/**
 * The window property index.html's script hands its fetched manifests over in, by URL
 * (document/section-preload-script.cjs; build-document.cjs's SECTION_PRELOAD.handover,
 * held equal by a test).
 */
export const MANIFEST_HANDOVER = '__PP_PRELOADED_MANIFESTS__';

type Handover = Record<string, Promise<string> | undefined>;

/**
 * The manifest index.html's script already asked for, as the Response the federation
 * runtime's fetch expects: taken once, so a retry after a failure asks the remote afresh.
 * Undefined when the page did not ask for `url`. Within the remote's time-out, like every
 * manifest fetch; an early request that failed is made again by `refetch`, so the runtime
 * meets the real answer (an HTTP error with its status).
 */
export function takePreloadedManifest(
  url: string,
  timeoutMs: number,
  refetch: () => Promise<Response>,
): Promise<Response> | undefined {
  const handover = (window as unknown as Record<string, Handover | undefined>)[MANIFEST_HANDOVER];
  const text = handover?.[url];
  if (!handover || !text) return undefined;
  delete handover[url];
  const timedOut = new Error(`Loading ${url} timed out after ${timeoutMs} ms`);
  return withTimeout(
    text.then(
      (body) => ({ body }),
      () => null,
    ),
    timeoutMs,
    () => timedOut,
  ).then((got) =>
    got
      ? readNowResponse(got.body, { status: 200, headers: { 'Content-Type': 'application/json' } })
      : refetch(),
  );
}
