// @ts-check
/**
 * Preload, from index.html, the chunks an app needs to start: those of its entry's
 * `import('./bootstrap')` (the async boundary where shared singletons are negotiated) and
 * those of the shared modules it provides. Without this the browser finds them only after
 * main.js has arrived and run, a whole round trip later: on a phone network (562.5 ms RTT)
 * that is most of a second before the login form can be used. Lazy routes and remotes are
 * not preloaded: they load when visited.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartChunksPlugin';

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} startRequest
 * @returns {string[]} the JavaScript files, in a stable order
 */
function startFiles(compilation, startRequest) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue; // main.js: already a <script> of its own
    const starts = group.origins.some(
      (origin) =>
        origin.request === startRequest ||
        origin.module?.constructor.name === 'ProvideSharedModule',
    );
    if (!starts) continue;
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

class PreloadStartChunksPlugin {
  /** @param {{ startRequest?: string }} [options] */
  constructor(options = {}) {
    this.startRequest = options.startRequest ?? './bootstrap';
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const links = startFiles(compilation, this.startRequest).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartChunksPlugin, startFiles };
