/**
 * The few rules antd's tokens do not cover. The build has no CSS loader (one factory for
 * every app), so they travel as a <style> element.
 */
const css = `
html, body, #root { height: 100%; margin: 0; }
body { background: #f0f2f5; }
.pp-loading-bar { background: rgba(18, 128, 92, 0.15); }
.pp-loading-bar__run { height: 100%; width: 40%; background: #12805c; animation: pp-run 1.2s ease-in-out infinite; }
@keyframes pp-run { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
@media (prefers-reduced-motion: reduce) { .pp-loading-bar__run { animation: none; width: 100%; } }
.pp-header a, .pp-header .pp-header-link { color: #fff; }
.pp-header a:hover, .pp-header .pp-header-link:hover { color: #e6f4ef; text-decoration: underline; }
.pp-header a:focus-visible, .pp-header .pp-header-link:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
.pp-company-list { list-style: none; margin: 0; padding: 0; }
.pp-company-list ul { list-style: none; margin: 0; padding: 0 0 0 16px; }
.pp-skip-link { position: absolute; left: -9999px; top: 0; z-index: 3000; background: #fff; color: #12805c; padding: 8px 12px; }
.pp-skip-link:focus { left: 8px; top: 8px; }
`;

export function GlobalStyles() {
  return <style>{css}</style>;
}
