// @ts-check
/**
 * Preload, from index.html, the chunks an app needs to start: those of its entry's
 * `import('./bootstrap')` (the async boundary where shared singletons are negotiated) and
 * those of the shared modules it provides. Without this the browser finds them only after
 * main.js has arrived and run, a whole round trip later: on a phone network (562.5 ms RTT)
 * that is most of a second before the login form can be used. Lazy routes and remotes are
 * not preloaded: they load when visited, and so do the shared modules pages load on use
 * (the antd kit's groups, dayjs: federation.cjs's LOADED_ON_USE).
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { LOADED_ON_USE } = require('./federation.cjs');

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
 * The share key of the shared module a chunk group was split off for, if it was.
 * @param {import('webpack').ChunkGroup['origins'][number]} origin
 * @returns {string | undefined}
 */
function providedKey(origin) {
  if (origin.module?.constructor.name !== 'ProvideSharedModule') return undefined;
  // A field of the federation plugin's module, not a public API (enhanced 2.x).
  return /** @type {{ _name?: string }} */ (origin.module)._name;
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} startRequest
 */
function startFiles(compilation, startRequest) {
  return filesOf(compilation, (origin) => {
    if (origin.request === startRequest) return true;
    const key = providedKey(origin);
    return key !== undefined && !LOADED_ON_USE.includes(key);
  });
}

/**
 * The files of each shared module pages load on use (LOADED_ON_USE) in this build.
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string[]>}
 */
function onUseFiles(compilation) {
  return Object.fromEntries(
    LOADED_ON_USE.map((key) => [key, filesOf(compilation, (o) => providedKey(o) === key)]),
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
 * Writes into index.html, in place of each list's `placeholder`, the JSON list of the files
 * of the lazy imports `requests` (as written in the source) and of the shared modules
 * `shareKeys`: for a script of the page that preloads them itself when the page needs them
 * (the shell's signed-in chunks, which a login page must not load: shell/src/document/
 * section-preload-script.cjs). In place of `onUsePlaceholder`, the files of each shared
 * module pages load on use, by share key, for the same script to preload what a page's
 * manifest entry says it consumes (page-chunks.cjs).
 */
class InlineChunkListPlugin {
  /**
   * @param {{ lists: { requests: string[]; shareKeys?: string[]; placeholder: string }[];
   *   onUsePlaceholder?: string }} options
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { lists, onUsePlaceholder } = this.options;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).afterTemplateExecution.tap(NAME, (data) => {
        const placeholders = lists.map((list) => list.placeholder);
        for (const p of onUsePlaceholder ? [...placeholders, onUsePlaceholder] : placeholders)
          if (!data.html.includes(p)) throw new Error(`index.html has no ${p} for a chunk list`);
        for (const { requests, shareKeys = [], placeholder } of lists) {
          const files = filesOf(compilation, (o) => {
            const key = providedKey(o);
            return (
              requests.includes(o.request ?? '') || (key !== undefined && shareKeys.includes(key))
            );
          });
          data.html = data.html.replace(placeholder, JSON.stringify(files));
        }
        if (onUsePlaceholder)
          data.html = data.html.replace(onUsePlaceholder, JSON.stringify(onUseFiles(compilation)));
        return data;
      });
    });
  }
}

module.exports = { PreloadStartChunksPlugin, InlineChunkListPlugin, startFiles, filesOf };
