/** The stylesheet of antd's styles the build made for the portal's theme, or null (development). */
declare const __ANTD_STATIC_STYLE__: string | null | undefined;
/** webpack's public path, where the build's files are served (undefined outside webpack). */
declare const __webpack_public_path__: string | undefined;

const fileName = typeof __ANTD_STATIC_STYLE__ === 'string' ? __ANTD_STATIC_STYLE__ : null;

/**
 * Where the build's files are served: webpack's public path (its `auto`, from main.js's
 * own address). Not the page's address: the stylesheet is a file of the build beside
 * main.js, and resolved against a page below a section's root (/serviceReport/detail) it
 * was asked for at /serviceReport/antd.….css, answered 404, and every such page was drawn
 * with antd making its styles in the browser (issue 13). Outside webpack (jest), the page.
 */
function buildBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__
    ? new URL(__webpack_public_path__, document.baseURI).href
    : document.baseURI;
}

/**
 * How long, once antd's code is there, a page waits for the stylesheet before antd makes
 * its styles itself: a stylesheet that hangs (a stalled connection, a proxy that never
 * answers) would otherwise hold every signed-in page undrawn. On the bench's throttled phone
 * (a cold service list) it arrives ~1.3 s after antd's code: asked for with that code by
 * main.js, 60 KB compressed behind ~300 KB of chunks. Five seconds on, it is not coming.
 */
export const STYLESHEET_GRACE_MS = 5000;

/**
 * Loads antd's build-time stylesheet (shared/build/antd-static-style.cjs), beside antd's
 * code: true once it has loaded, so the shell may run antd without making styles in the
 * browser (zeroRuntime); false when there is none, it failed to load or `signal` gave up on
 * it (the link is then taken away), and antd then makes its styles at run time as before,
 * so a page is never drawn unstyled.
 */
export function loadStaticStyle(
  href: string | null = fileName,
  base: string = buildBase(),
  signal?: AbortSignal,
): Promise<boolean> {
  if (href === null) return Promise.resolve(false);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    const url = new URL(href, base).href;
    const settle = (loaded: boolean) => {
      signal?.removeEventListener('abort', giveUp);
      if (!loaded) {
        link.remove();
        // With index.html's preload of it (section-preload-script.cjs): a link still
        // loading holds the page's load event, which a stalled one would hold for ever.
        document.head
          .querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')
          .forEach((preload) => {
            if (preload.href === url) preload.remove();
          });
      }
      resolve(loaded);
    };
    const giveUp = () => settle(false);
    link.rel = 'stylesheet';
    link.href = url;
    link.onload = () => settle(true);
    link.onerror = giveUp;
    signal?.addEventListener('abort', giveUp, { once: true });
    document.head.append(link);
  });
}

/**
 * antd's code (`code`) and its stylesheet, loaded together: the stylesheet is asked for at
 * once and awaited at most `graceMs` after the code has arrived (STYLESHEET_GRACE_MS).
 * Resolves to the code and whether the stylesheet is in.
 */
export function withStaticStyle<T>(
  code: Promise<T>,
  graceMs: number = STYLESHEET_GRACE_MS,
  href: string | null = fileName,
  base?: string,
): Promise<[T, boolean]> {
  const late = new AbortController();
  const styled = loadStaticStyle(href, base, late.signal);
  return code.then(async (loaded) => {
    const timer = setTimeout(() => late.abort(), graceMs);
    try {
      return [loaded, await styled];
    } finally {
      clearTimeout(timer);
    }
  });
}
