// @ts-check
/**
 * The one place that builds ModuleFederationPlugin options (DESIGN.md §2), so the
 * singleton list is declared once for the shell and every remote.
 *
 * antd is deliberately NOT shared: a shared module is not tree-shaken (the whole of antd,
 * ~455 KB gzip, would reach every page), and the trimmed 'runtime-infer' copy crashed a
 * remote that used a component the host did not (DESIGN.md §7). So each app bundles the
 * antd components it uses; theme, locale and toasts cross apps through the shared stores.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @param {string} pkg */
function installedVersion(pkg) {
  const file = require.resolve(`${pkg}/package.json`, { paths: [root] });
  return /** @type {{version: string}} */ (require(file)).version;
}

/** @param {string} shareKey @param {string} pkg */
function singleton(shareKey, pkg = shareKey) {
  const version = installedVersion(pkg);
  return [shareKey, { singleton: true, requiredVersion: `^${version}`, version }];
}

/** The singletons every app shares. */
function sharedModules() {
  return Object.fromEntries([
    singleton('react'),
    singleton('react/jsx-runtime', 'react'),
    singleton('react-dom'),
    singleton('react-dom/client', 'react-dom'),
    singleton('react-router-dom'),
    singleton('zustand'),
    singleton('@tanstack/react-query'),
    singleton('@pest-portal/shared'),
  ]);
}

/**
 * @param {object} options
 * @param {string} options.name container name (snake_case)
 * @param {Record<string, string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins] module paths of runtime plugins (the shell's loader policy)
 */
function federationOptions({ name, exposes, runtimePlugins = [] }) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: sharedModules(),
    // A dead remote must never block start-up (DESIGN.md §2).
    shareStrategy: /** @type {const} */ ('loaded-first'),
    runtimePlugins,
    manifest: true,
    // Type sync downloads from the remotes at build time; not shown to work offline.
    dts: false,
  };
}

module.exports = { federationOptions, sharedModules };
