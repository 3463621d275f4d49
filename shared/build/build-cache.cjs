// @ts-check
/**
 * webpack's persistent cache for the app builds (issue 13: a full build in 60 s, one remote
 * in 20 s; a warm build reuses the modules a previous build compiled).
 *
 * A cached module is only correct for the settings it was compiled with, so each build
 * variant gets a cache of its own, never shared with another:
 * - the app's folder (a copy of a remote, as the ship-alone suite builds in
 *   e2e/.ship-builds/, has the same container name as the original but other files);
 * - production or development (a different mode compiles every module differently);
 * - federated or single (the single bundle compiles every remote into the shell);
 * - PP_BUILT_AGAINST_PLATFORM (changes what the federation plugin generates for the
 *   platform core's shared module);
 * - what DefinePlugin compiles in (API base path, encryption switch, crypto key).
 * webpack would also notice a changed DefinePlugin value by itself, but the key keeps
 * whole variants apart, so switching between them (the e2e build, a release against an
 * older core, the dev server) leaves each one's cache warm instead of overwriting it.
 * The key holds a hash, not the values: the crypto key must not appear in a folder name.
 *
 * `buildDependencies` are the config files: webpack follows their require() graph (this
 * folder's helpers, the installed webpack, plugins and loaders by version), so a change to
 * any of them drops the cache. The tsconfig files are listed too: ts-loader's output
 * depends on their compiler options, and it does not declare them as dependencies.
 *
 * Stored in node_modules/.cache/webpack/<key>/ at the repository's root: ignored by git,
 * absent in a fresh clone (the first build is cold and writes it), and removed with
 * `rm -rf node_modules/.cache/webpack` (what the benchmark's cold builds do).
 *
 * PP_BUILD_CACHE_FROM=<app folder>: a variant without a cache yet starts from a copy of
 * that app's cache in the same mode, variant and compiled settings, if there is one. A copy
 * of a remote built elsewhere (a release of a changed copy, as the ship-alone suite makes)
 * then compiles only its own files, not antd and react again. The copy is only a start:
 * webpack checks every cached module against its files, the installed packages and its
 * settings (a DefinePlugin value, the federation plugin's shared versions are part of a
 * module's identity), as it does for any warm build. The original's cache is not touched.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/webpack');

/**
 * @typedef {object} CacheVariant
 * @property {string} dir the app's folder (absolute)
 * @property {boolean} production
 * @property {'federated' | 'single'} variant
 * @property {string | undefined} builtAgainst PP_BUILT_AGAINST_PLATFORM, when set
 * @property {unknown} compiled everything the build compiles in from the environment
 * @property {string[]} configFiles the webpack config files of this build
 */

/** A name safe as one folder segment. @param {string} text */
function slug(text) {
  return (
    text
      .replace(/[^A-Za-z0-9.-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 60) || 'app'
  );
}

/**
 * How the cache folders of one app in one mode begin, whatever their variant: the
 * benchmark removes them for its cold builds.
 * @param {string} dir the app's folder
 * @param {boolean} production
 */
function cachePrefix(dir, production) {
  const relative = path.relative(ROOT, path.resolve(dir));
  return `${slug(relative)}-${production ? 'production' : 'development'}-`;
}

/**
 * The cache's folder name: readable (app, mode, variant, core) and a hash of everything
 * that tells variants apart, so two variants never share a folder.
 * @param {CacheVariant} v
 */
function cacheName(v) {
  const mode = v.production ? 'production' : 'development';
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        dir: path.resolve(v.dir),
        mode,
        variant: v.variant,
        builtAgainst: v.builtAgainst ?? null,
        compiled: v.compiled,
      }),
    )
    .digest('hex')
    .slice(0, 12);
  const platform = v.builtAgainst ? `-core${v.builtAgainst}` : '';
  return `${cachePrefix(v.dir, v.production)}${v.variant}${platform}-${hash}`;
}

/**
 * webpack's `cache` option for one build variant.
 * @param {CacheVariant} v
 * @returns {import('webpack').FileCacheOptions}
 */
function buildCache(v) {
  const name = cacheName(v);
  const from = process.env.PP_BUILD_CACHE_FROM;
  if (from && !fs.existsSync(path.join(CACHE_DIR, name))) {
    const seed = path.join(CACHE_DIR, cacheName({ ...v, dir: from, builtAgainst: undefined }));
    if (fs.existsSync(seed)) fs.cpSync(seed, path.join(CACHE_DIR, name), { recursive: true });
  }
  return {
    type: 'filesystem',
    cacheDirectory: CACHE_DIR,
    name,
    buildDependencies: {
      config: [
        __filename,
        ...v.configFiles,
        path.join(v.dir, 'package.json'),
        path.join(v.dir, 'tsconfig.json'),
        path.join(ROOT, 'tsconfig.base.json'),
      ],
    },
  };
}

module.exports = { buildCache, cacheName, cachePrefix, CACHE_DIR };
