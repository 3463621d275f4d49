// @ts-check
/**
 * The runtime config the shell's origin serves as /remotes.json and inlines into its
 * index.html (DESIGN.md §2, §7): remote locations and per-remote time-outs, the
 * drawer-footer hostnames, the help link, WeChat's JS-SDK and the API calls' time-out. Read at run time, so a redeployed remote
 * or a new hostname never needs a shell rebuild.
 * With `versions` (the shell's page: scripts/remote-versions.cjs), a remote is named by
 * its manifest's current version, `script` is the entry that manifest names, for the
 * page's preload script to ask for before the manifest has answered, and `manifest` the
 * manifest's text itself, which the preload script then need not fetch (section-preload-
 * script.cjs says why; all five remotes' add ~1.9 KB to the page's 5 KB, brotli'd).
 * @param {import('./settings.cjs').Settings} settings
 * @param {Map<string, { entry: string; script: string; manifest: string }>} [versions]
 */
function runtimeConfig(settings, versions) {
  return {
    remotes: settings.remotes.map((r) => {
      const version = versions?.get(r.name);
      return {
        name: r.name,
        entry: version?.entry ?? r.entry,
        ...(version ? { script: version.script, manifest: version.manifest } : {}),
        timeoutMs: r.timeoutMs,
      };
    }),
    drawerFooterHosts: settings.drawerFooterHosts,
    helpUrl: settings.helpUrl,
    weChatSdkUrl: settings.weChat.sdkUrl,
    requestTimeoutMs: settings.requestTimeoutMs,
  };
}

/**
 * The HTML fragment the shell's server adds at the end of index.html's <head>: the config itself, so the
 * shell needs no extra round trip for it, and preconnects to the remote origins.
 * @param {import('./settings.cjs').Settings} settings
 * @param {Map<string, { entry: string; script: string; manifest: string }>} [versions]
 */
function runtimeConfigHtml(settings, versions) {
  const json = JSON.stringify(runtimeConfig(settings, versions)).replace(/</g, '\\u003c');
  const preconnects = [...new Set(settings.remotes.map((r) => r.origin))]
    .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`)
    .join('');
  return `${preconnects}<script>window.__PORTAL_RUNTIME__=${json}</script>`;
}

module.exports = { runtimeConfig, runtimeConfigHtml };
