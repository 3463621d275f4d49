// @ts-check
/**
 * Writes the service worker (service-worker.cjs) into the shell's production build as
 * sw.js, told its names and the API's base path. Unhashed, at the root: the browser
 * checks it for a new version itself, and the static server answers it no-cache.
 */
const { runServiceWorker } = require('./service-worker.cjs');
const { SCRIPT, CACHE, SEED_CACHE, SEED_KEY, PAGE_CHECK } = require('./service-worker-names.cjs');
const { HASHED_NAME, VERSION_PARAM } = require('../../../shared/build/entry-version.cjs');

const NAME = 'ServiceWorkerPlugin';

/**
 * @typedef {object} ServiceWorkerConfig
 * @property {string} cache
 * @property {string} seedCache
 * @property {string} seedKey
 * @property {string} pageCheck the message asking whether a page was answered outdated
 * @property {string} apiBasePath the API's base path, without a trailing slash: never answered
 * @property {string} hashedName a content-hashed chunk's name (a RegExp's source)
 * @property {string} versionParam the query parameter an entry is asked for by version under
 * @property {number} maxEntries the most files kept; the oldest go first
 */

/** About four releases of every app's files. */
const MAX_ENTRIES = 400;

/** @param {{ apiBasePath: string }} options */
function serviceWorkerSource(options) {
  /** @type {ServiceWorkerConfig} */
  const config = {
    cache: CACHE,
    seedCache: SEED_CACHE,
    seedKey: SEED_KEY,
    pageCheck: PAGE_CHECK,
    apiBasePath: options.apiBasePath.replace(/\/+$/, ''),
    hashedName: HASHED_NAME.source,
    versionParam: VERSION_PARAM,
    maxEntries: MAX_ENTRIES,
  };
  return `(${runServiceWorker.toString()})(${JSON.stringify(config)});\n`;
}

class ServiceWorkerPlugin {
  /** @param {{ apiBasePath: string }} options */
  constructor(options) {
    this.source = serviceWorkerSource(options);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(SCRIPT.slice(1), new sources.RawSource(this.source)),
      );
    });
  }
}

module.exports = { ServiceWorkerPlugin, serviceWorkerSource };
