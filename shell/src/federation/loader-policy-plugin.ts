import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { runtimeMismatch } from './platform-compatibility';
import { takePreloadedManifest } from './preloaded-manifest';
import { readNowResponse } from './read-now-response';
import { markRemoteFailed, remoteTimeout } from './remote-timeouts';

type ScriptAttrs = Record<string, unknown> | undefined;

/**
 * The manifest fetch of the federation runtime has no time-out of its own: it would wait
 * for ever on a remote that accepts the connection and never answers. The body is read
 * inside the time-out too, and handed back as a fresh Response for the runtime to parse
 * (read-now-response.ts).
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`Loading ${url} timed out after ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const body = await response.text();
    return readNowResponse(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } finally {
    clearTimeout(timer);
  }
}

/** The script element the runtime would make, with the attributes it would set. */
export function createEntryScript(url: string, attrs: ScriptAttrs): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = attrs?.['type'] === 'module' ? 'module' : 'text/javascript';
  script.src = url;
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'async' || name === 'defer') script[name] = Boolean(value);
    else if (name !== 'type' && value !== undefined && value !== null)
      script.setAttribute(name, String(value));
  }
  return script;
}

/**
 * The shell's loader policy (DESIGN.md §2), a federation runtime plugin wired in at build
 * time (webpack.config.cjs runtimePlugins):
 * - fetch: the manifest request gets the remote's own time-out (120000 ms by default);
 *   a manifest index.html's script already fetched (issue 13) is taken from it instead;
 * - loadRemoteSnapshot: a remote built on another federation runtime is refused from its
 *   manifest, before its entry runs;
 * - createScript: the remote entry script gets the same time-out instead of the runtime's
 *   fixed 20 s, which would fail a slow but healthy remote on a mobile network;
 * - errorLoadRemote: remembers the failure so the next attempt re-registers the remote
 *   with force (clearing the runtime's cached manifest and entry), and returns nothing so
 *   the error reaches the caller and its error boundary.
 * Requests that are not for one of our registered remotes keep the runtime's defaults.
 */
export default function loaderPolicyPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pest-portal-loader-policy',
    fetch(url, init, remoteInfo) {
      const timeoutMs = remoteTimeout(remoteInfo?.name);
      if (timeoutMs === undefined) return undefined;
      const refetch = () => fetchWithTimeout(url, init, timeoutMs);
      return takePreloadedManifest(url, timeoutMs, refetch) ?? refetch();
    },
    // On the manifest the runtime has just read, before it loads the remote's entry: no
    // second read of the body (platform-compatibility.ts then says why, in its area).
    loadRemoteSnapshot(args) {
      const mismatch = runtimeMismatch(args.manifestJson);
      if (mismatch)
        throw new Error(
          `Built on federation runtime ${mismatch.required}; this shell runs ${mismatch.provided}`,
        );
      return args;
    },
    createScript({ url, attrs, remoteInfo }) {
      const timeoutMs = remoteTimeout(remoteInfo?.name);
      if (timeoutMs === undefined) return undefined;
      return { script: createEntryScript(url, attrs), timeout: timeoutMs };
    },
    errorLoadRemote({ id, error, remote }) {
      const name = remote?.name ?? id.split('/')[0] ?? id;
      markRemoteFailed(name);
      console.warn(`[federation] remote "${name}" failed to load (${id})`, error);
      return undefined;
    },
  };
}
