// @ts-check
/**
 * The webpack configuration of every app (shell and remotes), so that loaders, output
 * naming, the federation setup and the dev server are written once. An app's
 * webpack.config.cjs only names itself.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationOptions } = require('./federation.cjs');
const { devEnvironment, readSettings } = require('./settings.cjs');
const { runtimeConfig } = require('./runtime-config.cjs');
const { InlineChunkListPlugin, PreloadStartChunksPlugin } = require('./preload-start-chunks.cjs');
const { buildCache } = require('./build-cache.cjs');
const { VersionedEntryPlugin, VersionedRemoteEntryPlugin } = require('./entry-version.cjs');
const { StartCompileHintPlugin } = require('./start-compile-hint.cjs');
const { PageChunksManifestPlugin } = require('./page-chunks.cjs');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { antdStaticStyle, AntdStaticStylePlugin } = require('./antd-static-style.cjs');
const { kitBaseCacheGroup } = require('./kit-base-chunk.cjs');
const { indexHtml } = require('./index-html.cjs');

/**
 * Each script's brotli file, at quality 10 (see where it is used).
 * @typedef {import('node:zlib').BrotliOptions} BrotliOptions
 * @type {import('compression-webpack-plugin').BasePluginOptions<BrotliOptions>
 *   & import('compression-webpack-plugin').DefinedDefaultAlgorithmAndOptions<BrotliOptions>}
 */
const BROTLI = {
  test: /\.(js|css)$/,
  filename: '[path][base].br',
  algorithm: 'brotliCompress',
  compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } },
  threshold: 1024,
};

/**
 * The dev server's hook that serves /remotes.json on the shell's origin.
 * @param {boolean} isShell
 * @param {import('./settings.cjs').Settings} settings
 * @returns {NonNullable<import('webpack-dev-server').Configuration['setupMiddlewares']>}
 */
function serveRuntimeConfig(isShell, settings) {
  return (middlewares, devServer) => {
    if (isShell) {
      devServer.app?.get('/remotes.json', (_request, response) => {
        response.json(runtimeConfig(settings));
      });
    }
    return middlewares;
  };
}

/**
 * @param {object} app
 * @param {string} app.dir the app's folder (absolute)
 * @param {string} app.name federation container name
 * @param {number} app.port its port (dev server)
 * @param {Record<string, string>} [app.exposes]
 * @param {string[]} [app.runtimePlugins]
 * @param {boolean} [app.eagerShared] the host: its singletons in main.js (federation.cjs)
 * @param {string[]} [app.loadedWithAntdBase] names of the app's chunks never loaded without
 *   the antd kit's base group (kit-base-chunk.cjs)
 * @param {boolean} [app.antdStaticStyle] the host: antd's styles as a stylesheet made at
 *   build time, named to the app as __ANTD_STATIC_STYLE__ (antd-static-style.cjs)
 * @param {string} [app.title] the HTML title before branding loads
 * @param {(built: { stylesheet: string | null }) => { head: string; root: string }} [app.document]
 *   what index.html carries before any script: extra <head> content, and the content of
 *   #root (a first frame the app's first render replaces); told the file name of antd's
 *   build-time stylesheet (null without one)
 * @param {{ lists: { requests: string[]; shareKeys?: string[]; placeholder: string }[];
 *   onUsePlaceholder?: string }} [app.chunkList] the files of each list's lazy imports and
 *   shared modules written into index.html in place of its placeholder (InlineChunkListPlugin)
 * @param {'federated' | 'single'} [app.variant] 'single': the shell with every remote
 *   compiled in (shell/webpack.single.cjs, which drops the federation plugin); only the
 *   persistent cache is told here, so the two builds never share one
 * @param {string} [app.configFile] the webpack config file that made this build (a
 *   dependency of its cache), by default the app's webpack.config.cjs
 * @param {(settings: import('./settings.cjs').Settings) => webpack.WebpackPluginInstance[]} [app.productionPlugins]
 *   the app's own plugins, in its production builds only (the shell's service worker)
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) => webpack.Configuration}
 */
function createAppConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const settings = readSettings(production ? process.env : devEnvironment(process.env));
    const containerOnly = production && Boolean(app.exposes);
    const staticStyle = production && app.antdStaticStyle ? antdStaticStyle() : null;
    const document = app.document?.({ stylesheet: staticStyle?.fileName ?? null }) ?? {
      head: '',
      root: '',
    };
    const portalConfig = {
      apiBase: settings.api.basePath,
      encrypt: settings.crypto.enabled(production),
      cryptoKey: settings.crypto.key,
    };
    const cache = buildCache({
      dir: app.dir,
      production,
      variant: app.variant ?? 'federated',
      builtAgainst: process.env.PP_BUILT_AGAINST_PLATFORM || undefined,
      compiled: portalConfig,
      configFiles: [app.configFile ?? path.join(app.dir, 'webpack.config.cjs')],
    });
    // Entries stay unhashed: with webpack 5.111 the federation runtime module cannot
    // resolve a hash in an entry's filename (module-federation/core#5077). Entries
    // (main.js, remoteEntry.js) are served no-cache; every other chunk is hashed and immutable.
    const entryName = '[name].js';
    const chunkName = production ? '[name].[contenthash:8].js' : '[name].js';
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      // A remote's production build is its container alone (remoteEntry.js and its
      // chunks): it runs on the host's federation runtime (federation.cjs), so a page of
      // its own could not start. Its dev server keeps the page (README: Run it alone).
      entry: containerOnly ? {} : './src/index.ts',
      devtool: production ? false : 'eval-cheap-module-source-map',
      // Persistent, one per build variant (build-cache.cjs): a warm build reuses the modules.
      cache,
      output: {
        // PP_BUILD_OUT: a release build (scripts/release.cjs) goes to its own folder.
        path: process.env.PP_BUILD_OUT
          ? path.resolve(process.env.PP_BUILD_OUT)
          : path.join(app.dir, 'dist'),
        publicPath: 'auto',
        filename: entryName,
        chunkFilename: chunkName,
        uniqueName: app.name,
        clean: true,
        // spec §9: a page chunk may take 120000 ms before it counts as failed.
        chunkLoadTimeout: 120000,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // A production page never reads a schema: TypeBox's builders give way to the few the
        // contract uses, making the same objects (src/contract/typebox-browser.ts says why).
        // Exact match only: the development-only response check keeps `@sinclair/typebox/value`.
        alias: /** @type {Record<string, string>} */ (
          production
            ? { '@sinclair/typebox$': path.join(__dirname, '../src/contract/typebox-browser.ts') }
            : {}
        ),
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') },
            },
          },
          // antd's rc-component packages do not say they have no side effects, so webpack
          // kept every module their index re-exports, used or not: antd's form context (which
          // every input, select and checkbox imports) asks rc-form for its FormProvider only,
          // and brought the whole form engine and its validator (115 KB raw) to every page
          // with a field. They are ES modules of components and hooks, none imported for its
          // side effects (no bare `import '…'` in any of them).
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(
          federationOptions({
            dir: app.dir,
            name: app.name,
            exposes: app.exposes,
            runtimePlugins: app.runtimePlugins,
            eagerShared: app.eagerShared,
            externalRuntime: containerOnly,
          }),
        ),
        new webpack.DefinePlugin({
          __PORTAL_CONFIG__: JSON.stringify(portalConfig),
          // null in development and in the remotes: antd makes its styles at run time there.
          __ANTD_STATIC_STYLE__: JSON.stringify(staticStyle?.fileName ?? null),
        }),
        ...(staticStyle ? [new AntdStaticStylePlugin(staticStyle)] : []),
        ...(containerOnly
          ? []
          : [
              new HtmlWebpackPlugin({
                templateContent: indexHtml({
                  title: app.title ?? '',
                  headHtml: document.head,
                  rootHtml: document.root,
                }),
                // Only the app's own entry: remoteEntry.js is for hosts. Absolute, so deep links work.
                chunks: ['main'],
                publicPath: '/',
                minify: production
                  ? { collapseWhitespace: true, minifyJS: true, minifyCSS: true }
                  : false,
                // The shell's server adds the runtime config at the end of <head>; a remote alone fetches it.
              }),
            ]),
        // Hashed chunk names exist only in production; the dev server is local anyway. So
        // does main.js's version (entry-version.cjs). The start files' compile hint
        // (start-compile-hint.cjs) is written after the minifier, before the version.
        ...(production && !containerOnly
          ? [
              new PreloadStartChunksPlugin(),
              new StartCompileHintPlugin(),
              new VersionedEntryPlugin(),
            ]
          : []),
        // A remote's pages and their files in its manifest, for the shell to preload.
        // And its entry by version (entry-version.cjs).
        ...(containerOnly
          ? [new PageChunksManifestPlugin(), new VersionedRemoteEntryPlugin()]
          : []),
        // Each script also brotli-compressed at build time, at quality 10: 8 % fewer bytes
        // than the static server's on-the-fly quality 5 (a phone's download is the load's
        // bottleneck, issue 13), for 6 s of CPU over all apps, which the persistent cache
        // keeps. The static server sends the .br file where the browser takes brotli.
        ...(production ? [new CompressionPlugin(BROTLI)] : []),
        // The shell's signed-in chunks, for its index.html to preload on a signed-in page.
        ...(app.chunkList ? [new InlineChunkListPlugin(app.chunkList)] : []),
        ...(production && app.productionPlugins ? app.productionPlugins(settings) : []),
      ],
      // SWC's minifier instead of webpack's default terser (issue 13: a full build in 60 s).
      // Measured on mfe-service, cold: terser (one compress pass) 18.1 s and 669.6 KB gzip
      // over its chunks; SWC 10.3 s and 661.0 KB. esbuild's minifier was as fast, but its
      // chunks grew 9% (gzip), bytes every phone pays for. SWC's defaults (compress and
      // mangle) minify smaller than terser's one pass; a second pass changed nothing.
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: {} })],
        splitChunks: {
          // Fewer, larger shared chunks (webpack's default is 20000 bytes of source). Over
          // HTTP/1.1 a browser sends at most 6 requests at once to one origin, and the API
          // shares the shell's origin (/api): on the throttled phone the home page's data
          // requests waited 1.9-2.6 s in that queue behind ~20 small chunks, each a round
          // trip of 562 ms (bench/waterfall.ts shows when a request left). At 60000 the
          // signed-in chunks go from 14 files to 10 and home's antd from 20 to 15 for +3 KB
          // (13 with the kit's group files together, below); its last data answer arrives
          // ~0.45 s sooner. 100000 gave the same files.
          minSize: 60000,
          cacheGroups: {
            // The http client's wire half (shared/src/api/http-transport.ts) keeps its two
            // libraries: one file, named, that index.html's preload lists and the tests can
            // tell, one request. webpack's own vendors group as it is by default, but for
            // them (nothing else imports them).
            defaultVendors: {
              test: /[\\/]node_modules[\\/](?!(axios|crypto-js)[\\/])/,
              priority: -10,
              reuseExistingChunk: true,
            },
            // The antd kit's six group files (shared/src/antd-kit) are only re-exports, yet
            // each was a chunk of its own: a request of a few hundred bytes, and a round trip,
            // per group a page uses. Together they are one file of ~0.6 KB br; a group's
            // components still come with its own chunks. Home asks for 2 requests fewer.
            // dayjs stays apart, though every signed-in page loads it too: each section's
            // ./routes imports it, so its loaders (the data requests) wait for it, and with
            // it in here the service list's requests left 1 s later.
            antdKitGroups: {
              test: /[\\/]shared[\\/]src[\\/]antd-kit[\\/][a-z]+\.ts$/,
              name: 'antd-kit',
              chunks: 'async',
              enforce: true,
            },
            // What the base group shares with the kit's other groups, once (kit-base-chunk.cjs).
            // In the host only, whose kit groups the pages download: a remote's production
            // build carries no copy of the kit (federation.cjs), and its dev server's copy is
            // not worth the time. The price: the shell's cold build 23.0 -> 26.2 s, one large
            // chunk to minify and compress where there were six.
            ...(app.eagerShared && app.variant !== 'single'
              ? { antdBase: kitBaseCacheGroup(app.loadedWithAntdBase) }
              : {}),
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: [settings.api.basePath],
            target: settings.api.url,
            pathRewrite: { [`^${settings.api.basePath}`]: '' },
          },
        ],
        // The shell reads its runtime config from its own origin (DESIGN.md §2).
        setupMiddlewares: serveRuntimeConfig(app.name === 'shell', settings),
      },
    };
  };
}

module.exports = { createAppConfig };
