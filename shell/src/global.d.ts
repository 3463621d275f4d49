// What the shell's server may inline into index.html (shared/build/settings.cjs
// runtimeConfigHtml); validated before use, so it is unknown here.
interface Window {
  __PORTAL_RUNTIME__?: unknown;
}
