/**
 * For the loader's tests only: the runtime config (the one index.html inlines) with two
 * remotes, feedback with a time-out of its own and service on the default.
 */
export function twoRemotesConfig() {
  return {
    remotes: [
      { name: 'feedback', entry: 'http://localhost:8084/mf-manifest.json', timeoutMs: 5000 },
      { name: 'service', entry: 'http://localhost:8081/mf-manifest.json' },
    ],
    drawerFooterHosts: [],
    helpUrl: '/help',
  };
}
