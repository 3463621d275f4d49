import type { Page, Request } from '@playwright/test';

/** One call to an API endpoint, as it crossed the wire. */
export interface WireCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The request body as text (multipart uploads included, as sent). */
  body: string;
  contentType: string;
  /** The response body as text; undefined when none arrived. */
  response?: string;
}

/**
 * The endpoint families of spec §7 under the API base. The API also serves plain files
 * under the base (brand logos and favicons, uploaded photos), loaded by <img> and <link>:
 * resources, not calls, so neither encrypted nor carrying the call headers.
 */
const ENDPOINT_FAMILIES = ['customer/', 'common/', 'admin/'];

/**
 * Record every call the page makes to an API endpoint and its response body. Await
 * `settle()` before reading `calls`, so that responses still streaming are included.
 */
export function captureWire(page: Page, apiBase = '/api/') {
  const calls: WireCall[] = [];
  const pending: Promise<void>[] = [];
  const isApi = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith(apiBase)) return false;
    const rest = pathname.slice(apiBase.length);
    return ENDPOINT_FAMILIES.some((family) => rest.startsWith(family));
  };

  page.on('request', (request) => {
    if (!isApi(request)) return;
    const call: WireCall = {
      method: request.method(),
      url: new URL(request.url()),
      headers: {},
      body: request.postDataBuffer()?.toString('utf8') ?? '',
      contentType: '',
    };
    calls.push(call);
    pending.push(
      (async () => {
        call.headers = await request.allHeaders();
        call.contentType = call.headers['content-type'] ?? '';
        const response = await request.response().catch(() => null);
        call.response = response ? await response.text().catch(() => undefined) : undefined;
      })(),
    );
  });

  return {
    calls,
    async settle(): Promise<WireCall[]> {
      await Promise.allSettled(pending);
      return calls;
    },
  };
}

/** A text that parses as a JSON object or array: plaintext of ours on the wire. */
export function isJsonText(text: string | undefined): boolean {
  if (!text) return false;
  const t = text.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}
