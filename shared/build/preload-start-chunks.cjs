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
 * The JavaScript files of the lazy chunk groups some of whose origins `starts` picks.
 * @param {import('webpack').Compilation} compilation
 * @param {(origin: import('webpack').ChunkGroup['origins'][number]) => boolean} starts
 * @returns {string[]} in a stable order
 */
function filesOf(compilation, starts) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue; // main.js: already a <script> of its own
    if (!group.origins.some(starts)) continue;
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} startRequest
 */
function startFiles(compilation, startRequest) {
  return filesOf(
    compilation,
    (origin) =>
      origin.request === startRequest || origin.module?.constructor.name === 'ProvideSharedModule',
  );
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

/**
 * Writes into index.html, in place of `placeholder`, the JSON list of the files of the lazy
 * imports `requests` (as written in the source): for a script of the page that preloads
 * them itself when the page needs them (the shell's signed-in chunks, which a login page
 * must not load: shell/src/document/section-preload-script.cjs).
 */
class InlineChunkListPlugin {
  /** @param {{ requests: string[]; placeholder: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { requests, placeholder } = this.options;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).afterTemplateExecution.tap(NAME, (data) => {
        if (!data.html.includes(placeholder))
          throw new Error(`index.html has no ${placeholder} for the chunk list`);
        const files = filesOf(compilation, (o) => requests.includes(o.request ?? ''));
        data.html = data.html.replace(placeholder, JSON.stringify(files));
        return data;
      });
    });
  }
}

module.exports = { PreloadStartChunksPlugin, InlineChunkListPlugin, startFiles, filesOf };
