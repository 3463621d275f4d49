// @ts-check
/**
 * The one place that builds ModuleFederationPlugin options (DESIGN.md §2), so the
 * singleton list is declared once for the shell and every remote.
 *
 * antd itself is NOT shared: a shared module is not tree-shaken (the whole of antd,
 * ~455 KB gzip, would reach every page), and the trimmed 'runtime-infer' copy crashed a
 * remote that used a component the host did not (DESIGN.md §7). What is shared is the
 * platform's antd kit (`@pest-portal/shared/antd`, six groups, below): an explicit list
 * of components the shell always provides in full, so no remote meets a missing one.
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

const PLATFORM = '@pest-portal/shared';

/**
 * The platform core as a versioned singleton: the shell provides its copy (loaded-first),
 * a remote declares the semver range it was built for (its package.json's dependency on
 * @pest-portal/shared), and `strictVersion` makes the federation runtime refuse a remote
 * whose range the loaded core does not satisfy, instead of running it against the wrong
 * one; the shell shows that refusal in the remote's own area (shell/src/federation).
 * PP_BUILT_AGAINST_PLATFORM=x.y.z builds an app as if against core x.y.z (version x.y.z,
 * range ^x.y.z): how the browser tests make a remote of an older or newer core.
 * @param {string} appDir
 * @param {NodeJS.ProcessEnv} env
 */
function platformSingleton(appDir, env) {
  return [PLATFORM, platformVersion(appDir, env)];
}

/**
 * The version and range an app provides and asks for any part of the platform package
 * under (the core and the antd kit), with strictVersion.
 * @param {string} appDir
 * @param {NodeJS.ProcessEnv} env
 */
function platformVersion(appDir, env) {
  const builtAgainst = env.PP_BUILT_AGAINST_PLATFORM;
  if (builtAgainst !== undefined && !/^\d+\.\d+\.\d+$/.test(builtAgainst))
    throw new Error(
      `Setting PP_BUILT_AGAINST_PLATFORM must be a version x.y.z, got "${builtAgainst}".`,
    );
  const app = /** @type {{dependencies?: Record<string, string>}} */ (
    require(path.join(appDir, 'package.json'))
  );
  const range = app.dependencies?.[PLATFORM];
  if (!range) throw new Error(`${appDir}/package.json does not depend on ${PLATFORM}.`);
  return {
    singleton: true,
    strictVersion: true,
    version: builtAgainst ?? installedVersion(PLATFORM),
    requiredVersion: builtAgainst ? `^${builtAgainst}` : range,
  };
}

/**
 * The shared antd kit (DESIGN.md §7, option 2): share key -> its file in shared. Each app
 * imports antd's components only from these (lint), so at run time a page holds one antd:
 * the shell's (antd's runtime, its styles' cache and the theme context once, where each
 * app used to download and run its own copy). Six groups, not one: one module would put
 * the date picker and the table on every first page; one per component would cost a
 * request each on a 562 ms round trip. Versioned as the core is (platformVersion): adding
 * a component is a minor version of shared, so a remote that needs it is refused by an
 * older shell, never handed a kit without it.
 */
const ANTD_KIT = {
  [`${PLATFORM}/antd`]: 'src/antd-kit/base.ts',
  [`${PLATFORM}/antd/data`]: 'src/antd-kit/data.ts',
  [`${PLATFORM}/antd/form`]: 'src/antd-kit/form.ts',
  [`${PLATFORM}/antd/media`]: 'src/antd-kit/media.ts',
  [`${PLATFORM}/antd/date`]: 'src/antd-kit/date.ts',
  [`${PLATFORM}/antd/records`]: 'src/antd-kit/records.ts',
};

/**
 * The router kit (src/router-kit): react-router's names the apps use, shared as one
 * versioned singleton in react-router-dom's place. Shared whole, react-router-dom would
 * not be tree-shaken, and twice the router the portal runs would sit in main.js. Every
 * page starts with it, so the host keeps it eager with the other singletons.
 */
const ROUTER_KIT = { [`${PLATFORM}/router`]: 'src/router-kit/index.ts' };

/**
 * The query kit (src/query): the portal's one query client, a versioned singleton beside
 * the core since 5.0.0 (the core had it, and with it react-query, in every page's main.js,
 * the login page's too). The host provides it, and react-query, lazily: its signed-in
 * pages load them with their own chunks (index.html preloads them there), a login page
 * never does.
 */
const QUERY_KIT = { [`${PLATFORM}/query`]: 'src/query/index.ts' };

/**
 * Shared modules the start of a page does not need: loaded when a page first uses them
 * (index.html's signed-in start preloads those its pages use from the first frame).
 */
const LOADED_ON_USE = [
  ...Object.keys(ANTD_KIT),
  'dayjs',
  ...Object.keys(QUERY_KIT),
  '@tanstack/react-query',
];

/**
 * The kit's singletons, and dayjs beside them: the date picker of the shell's copy
 * extends dayjs with its plugins, so the dayjs values a remote hands it must be made by
 * the same dayjs. The host provides every group, used by its own pages or not (`import`
 * by path is always built in): a remote then never falls back to its own copy of one
 * group beside the shell's of another, which would split antd's theme context. A remote
 * provides only what it uses, for when it runs alone.
 * @param {string} appDir
 * @param {NodeJS.ProcessEnv} env
 * @param {boolean} host
 */
function antdKit(appDir, env, host) {
  return Object.fromEntries([...platformKit(ANTD_KIT, appDir, env, host), singleton('dayjs')]);
}

/**
 * A kit of the platform package (share key -> its file) as versioned singletons: the host
 * provides each file by path, so it is built in whether its own pages use it or not; a
 * remote provides it by its package name, for when it runs alone.
 * @param {Record<string, string>} kit
 * @param {string} appDir
 * @param {NodeJS.ProcessEnv} env
 * @param {boolean} host
 */
function platformKit(kit, appDir, env, host) {
  const version = platformVersion(appDir, env);
  const sharedDir = path.dirname(require.resolve(`${PLATFORM}/package.json`, { paths: [root] }));
  return Object.entries(kit).map(([key, file]) => [
    key,
    host ? { ...version, import: path.join(sharedDir, file) } : version,
  ]);
}

/**
 * The singletons every app shares.
 * @param {string} appDir the app's folder: its package.json names the core's range
 * @param {NodeJS.ProcessEnv} [env]
 * @param {boolean} [host] the shell: it provides the platform's kits by path
 */
function sharedModules(appDir, env = process.env, host = false) {
  return Object.fromEntries([
    singleton('react'),
    singleton('react/jsx-runtime', 'react'),
    singleton('react-dom'),
    singleton('react-dom/client', 'react-dom'),
    ...platformKit(ROUTER_KIT, appDir, env, host),
    singleton('zustand'),
    platformSingleton(appDir, env),
  ]);
}

/**
 * The query kit and react-query as singletons, lazy in the host as well (QUERY_KIT).
 * @param {string} appDir
 * @param {NodeJS.ProcessEnv} env
 * @param {boolean} host
 */
function queryKit(appDir, env, host) {
  return Object.fromEntries([
    ...platformKit(QUERY_KIT, appDir, env, host),
    singleton('@tanstack/react-query'),
  ]);
}

/**
 * The host's singletons in its entry file (`eager`) rather than one file each. A browser
 * opens at most six connections to an origin over HTTP/1.1: main.js and ten start files
 * (four under 1.5 KB) went in two waves, the second a whole round trip later on a phone
 * network (562.5 ms). The host provides these to every remote anyway (loaded-first);
 * a remote keeps them lazy, as its own copies are only a fallback.
 * @param {Record<string, object>} shared
 */
function eagerly(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [key, { ...config, eager: true }]),
  );
}

/**
 * A remote's production build runs only under the shell (it takes the shell's federation
 * runtime, below), and the shell provides every one of these: so it builds no copy of
 * its own of any (`import: false`), only consumes them, with the same versions and
 * ranges (a remote of another core is refused as before). Its own copies of react-dom,
 * the router and the antd kit were compiled on every build and never run: mfe-service's
 * build was 2.7 MB with them, 0.4 MB without. A remote's dev server keeps them, to run alone.
 * @param {Record<string, object>} shared
 */
function hostProvided(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [key, { ...config, import: false }]),
  );
}

/**
 * Every app's federation entry, beside its manifest: the shell's index.html preloads it
 * by this name before the manifest has answered (section-preload-script.cjs).
 */
const REMOTE_ENTRY = 'remoteEntry.js';
/** The federation plugin's manifest of an app (`manifest: true`). */
const MANIFEST = 'mf-manifest.json';

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name container name (snake_case)
 * @param {Record<string, string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins] module paths of runtime plugins (the shell's loader policy)
 * @param {boolean} [options.eagerShared] the host: its singletons in main.js (eagerly)
 * @param {boolean} [options.externalRuntime] a remote's production build: it runs on the
 *   host's federation runtime core (shell/src/federation/runtime-core-plugin.ts gives it)
 *   and takes every shared module from the host (hostProvided)
 */
function federationOptions({
  dir,
  name,
  exposes,
  runtimePlugins = [],
  eagerShared = false,
  externalRuntime = false,
}) {
  const shared = sharedModules(dir, process.env, eagerShared);
  // The kits stay lazy in the host too: main.js carries only what every page needs.
  const all = {
    ...(eagerShared ? eagerly(shared) : shared),
    ...antdKit(dir, process.env, eagerShared),
    ...queryKit(dir, process.env, eagerShared),
  };
  return {
    name,
    filename: REMOTE_ENTRY,
    exposes,
    remotes: {},
    shared: externalRuntime ? hostProvided(all) : all,
    // A dead remote must never block start-up (DESIGN.md §2).
    shareStrategy: /** @type {const} */ ('loaded-first'),
    runtimePlugins,
    manifest: true,
    // Type sync downloads from the remotes at build time; not shown to work offline.
    dts: false,
    // Browsers only (no app runs in Node): the runtime's Node script loader is left out of
    // main.js and of every remoteEntry.js, 1.5 KB br each.
    // The runtime's core once per page, from the host's main.js, not again in every
    // remoteEntry.js: an entry went from 23.3 to 8.3 KB br (89 to 29 KB of script to
    // parse and run on the phone). A remote's production build therefore runs only under
    // a host of the same @module-federation/enhanced (the workspace pins one for all);
    // it has no page of its own (webpack-app.cjs), its dev server keeps one.
    experiments: {
      optimization: { target: /** @type {const} */ ('web') },
      ...(externalRuntime ? { externalRuntime: true } : {}),
    },
  };
}

module.exports = {
  federationOptions,
  sharedModules,
  ANTD_KIT,
  QUERY_KIT,
  LOADED_ON_USE,
  PLATFORM,
  REMOTE_ENTRY,
  MANIFEST,
};
