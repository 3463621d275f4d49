const { createAppConfig } = require('../shared/build/webpack-app.cjs');
const {
  documentTitle,
  shellDocument,
  SIGNED_IN_CHUNKS_PLACEHOLDER,
  SIGNED_IN_IMPORTS,
  SIGNED_IN_SHARED,
  WITH_MAIN_CHUNKS_PLACEHOLDER,
  WITH_MAIN_IMPORTS,
  ON_USE_CHUNKS_PLACEHOLDER,
} = require('./src/document/build-document.cjs');
const { ServiceWorkerPlugin } = require('./src/service-worker/service-worker-plugin.cjs');

// The host: it exposes nothing and knows its remotes only at run time (remotes.json or the
// config inlined into index.html). Its runtime plugins: the loader policy puts each
// remote's own time-out on the federation runtime's manifest fetch and entry script
// (DESIGN.md §2); the platform share gives every section the shell's copy of the platform
// core and the antd kit (src/federation/platform-share-plugin.ts); the runtime core is
// given to the remotes, which carry none (src/federation/runtime-core-plugin.ts). Its index.html
// carries the shell's CSS and the login page's first frame (src/document).
const SHELL = {
  // The signed-in chunks' lists, for index.html's script to preload (src/document).
  chunkList: {
    lists: [
      {
        requests: SIGNED_IN_IMPORTS,
        shareKeys: SIGNED_IN_SHARED,
        placeholder: SIGNED_IN_CHUNKS_PLACEHOLDER,
      },
      { requests: WITH_MAIN_IMPORTS, placeholder: WITH_MAIN_CHUNKS_PLACEHOLDER },
    ],
    onUsePlaceholder: ON_USE_CHUNKS_PLACEHOLDER,
  },
  dir: __dirname,
  name: 'shell',
  port: 8080,
  runtimePlugins: [
    require.resolve('./src/federation/runtime-core-plugin.ts'),
    require.resolve('./src/federation/loader-policy-plugin.ts'),
    require.resolve('./src/federation/platform-share-plugin.ts'),
  ],
  eagerShared: true,
  // The signed-in layout's chunk (src/providers/ant-host.tsx, src/router/routes.tsx) draws
  // with the antd kit's base group, so what it shares with the kit (antd's icon runtime)
  // may live in the base group's chunk (shared/build/kit-base-chunk.cjs).
  loadedWithAntdBase: ['signed-in'],
  antdStaticStyle: true,
  title: documentTitle(),
  document: shellDocument,
  // sw.js (src/service-worker): a returning visit's page and files without a round trip.
  /** @param {import('../shared/build/settings.cjs').Settings} settings */
  productionPlugins: (settings) => [
    new ServiceWorkerPlugin({ apiBasePath: settings.api.basePath }),
  ],
};

module.exports = createAppConfig(SHELL);
// webpack.single.cjs builds the same app as its single-bundle variant.
module.exports.app = SHELL;
