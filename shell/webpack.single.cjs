// @ts-check
/**
 * The single-bundle build of the same portal (`npm run start:single`): the shell with every
 * remote compiled in (their exposed modules as lazy chunks, src/federation/remote-loader-single.ts)
 * and no module federation, into dist-single/. Only the yardstick the benchmark measures
 * the federated build against; deployments use the federated build.
 */
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createAppConfig } = require('../shared/build/webpack-app.cjs');
const { app } = require('./webpack.config.cjs');

/** @param {unknown} env @param {{ mode?: 'production' | 'development' }} argv */
module.exports = (env, argv) => {
  // The 'single' variant has a persistent cache of its own (shared/build/build-cache.cjs):
  // its modules are compiled without federation and must not reach the federated build.
  const config = createAppConfig({ ...app, variant: 'single', configFile: __filename })(env, argv);
  return {
    ...config,
    output: { ...config.output, path: path.join(__dirname, 'dist-single') },
    plugins: [
      ...(config.plugins ?? []).filter((p) => !(p instanceof ModuleFederationPlugin)),
      new webpack.NormalModuleReplacementPlugin(/\/remote-loader$/, (resource) => {
        resource.request = resource.request.replace(/remote-loader$/, 'remote-loader-single');
      }),
    ],
  };
};
