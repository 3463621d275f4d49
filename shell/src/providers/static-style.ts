/** The stylesheet of antd's styles the build made for the portal's theme, or null (development). */
declare const __ANTD_STATIC_STYLE__: string | null | undefined;

const fileName = typeof __ANTD_STATIC_STYLE__ === 'string' ? __ANTD_STATIC_STYLE__ : null;

/**
 * Loads antd's build-time stylesheet (shared/build/antd-static-style.cjs), beside antd's
 * code: true once it has loaded, so the shell may run antd without making styles in the
 * browser (zeroRuntime); false when there is none or it failed to load, and antd then
 * makes its styles at run time as before, so a page is never drawn unstyled.
 */
export function loadStaticStyle(href: string | null = fileName): Promise<boolean> {
  if (href === null) return Promise.resolve(false);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(href, document.baseURI).href;
    link.onload = () => resolve(true);
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
    document.head.append(link);
  });
}
