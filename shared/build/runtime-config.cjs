// @ts-check
/**
 * The runtime config the shell's origin serves as /remotes.json and inlines into its
 * index.html (DESIGN.md §2, §7): remote locations and per-remote time-outs, the
 * drawer-footer hostnames, the help link, WeChat's JS-SDK and the API calls' time-out. Read at run time, so a redeployed remote
 * or a new hostname never needs a shell rebuild.
 * @param {import('./settings.cjs').Settings} settings
 */
function runtimeConfig(settings) {
  return {
    remotes: settings.remotes.map((r) => ({
      name: r.name,
      entry: r.entry,
      timeoutMs: r.timeoutMs,
    })),
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
 */
function runtimeConfigHtml(settings) {
  const json = JSON.stringify(runtimeConfig(settings)).replace(/</g, '\\u003c');
  const preconnects = [...new Set(settings.remotes.map((r) => r.origin))]
    .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`)
    .join('');
  return `${preconnects}<script>window.__PORTAL_RUNTIME__=${json}</script>`;
}

module.exports = { runtimeConfig, runtimeConfigHtml };
