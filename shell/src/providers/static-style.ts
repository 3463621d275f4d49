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
 * Loads antd's build-time stylesheet (shared/build/antd-static-style.cjs), beside antd's
 * code: true once it has loaded, so the shell may run antd without making styles in the
 * browser (zeroRuntime); false when there is none or it failed to load, and antd then
 * makes its styles at run time as before, so a page is never drawn unstyled.
 */
export function loadStaticStyle(
  href: string | null = fileName,
  base: string = buildBase(),
): Promise<boolean> {
  if (href === null) return Promise.resolve(false);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(href, base).href;
    link.onload = () => resolve(true);
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
    document.head.append(link);
  });
}
