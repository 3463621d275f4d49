// @ts-check
/**
 * A remote's pages in its manifest, for the shell's index.html to preload (issue 13). A
 * page's code is a chunk of its own, loaded by its route's `lazy` once the `./routes`
 * module has arrived and run: on a cold phone that was 2.8 s after the rest of the page's
 * code had been asked for, with the network idle in between. A page import named
 * `/* webpackChunkName: "page-<segment>" *\/` (the last segment of the page's path: `home`,
 * `serviceReport`, `serviceDetail`) is listed here under `pages.<segment>` with every file
 * its chunk group loads, so section-preload-script.cjs can ask for them beside the routes.
 * The federation runtime ignores the extra field. A page not named this way is simply not
 * preloaded. Beside it, `pageShared.<segment>`: the shared modules loaded on use that the
 * page's chunks consume (the antd kit's groups, dayjs), whose files are the shell's: the
 * shell's index.html knows them (preload-start-chunks.cjs).
 */
const { LOADED_ON_USE, MANIFEST } = require('./federation.cjs');
const { rewriteManifest } = require('./manifest-asset.cjs');

const NAME = 'PageChunksManifestPlugin';
const PREFIX = 'page-';
/** The chunk name of a section's root (shared/src/ui-kit/section-root-route.ts). */
const SECTION_ROOT = 'section-root';

class PageChunksManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin has written its manifest (OPTIMIZE_TRANSFER), with the
        // files' final content-hashed names.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          if (!compilation.getAsset(MANIFEST)) return;
          /** @type {Record<string, string[]>} */
          const pages = {};
          /** @type {Record<string, string[]>} */
          const pageShared = {};
          // Every page is drawn inside its section's root (a chunk of its own, loaded by the
          // top-level route's lazy: shared/src/ui-kit/section-root-route.ts), so its files
          // go with each page's.
          const root = compilation.chunkGroups.find((group) => group.name === SECTION_ROOT);
          for (const group of compilation.chunkGroups) {
            if (!group.name?.startsWith(PREFIX)) continue;
            const page = group.name.slice(PREFIX.length);
            const chunks = [...group.chunks, ...(root?.chunks ?? [])];
            const files = chunks.flatMap((chunk) => [...chunk.files]);
            pages[page] = [...new Set(files.filter((f) => f.endsWith('.js')))].sort();
            const keys = new Set();
            for (const chunk of chunks)
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                // The consumed share key: a field of the federation plugin's module.
                const key = /** @type {{ options?: { shareKey?: string } }} */ (module).options
                  ?.shareKey;
                if (
                  module.constructor.name === 'ConsumeSharedModule' &&
                  key &&
                  LOADED_ON_USE.includes(key)
                )
                  keys.add(key);
              }
            pageShared[page] = [...keys].sort();
          }
          rewriteManifest(compilation, (manifest) => ({ ...manifest, pages, pageShared }));
        },
      );
    });
  }
}

module.exports = { PageChunksManifestPlugin, PAGE_CHUNK_PREFIX: PREFIX };
