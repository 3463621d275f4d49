const { createAppConfig } = require('../shared/build/webpack-app.cjs');

// The host: it exposes nothing and knows its remotes only at run time (remotes.json or the
// config inlined into index.html). The runtime plugin puts each remote's own time-out on
// the federation runtime's manifest fetch and entry script (DESIGN.md §2).
module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 8080,
  runtimePlugins: [require.resolve('./src/federation/loader-policy-plugin.ts')],
  title: '客户服务平台',
});
