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
 * preloaded.
 */
const NAME = 'PageChunksManifestPlugin';
const PREFIX = 'page-';
const MANIFEST = 'mf-manifest.json';

class PageChunksManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin has written its manifest (OPTIMIZE_TRANSFER), with the
        // files' final content-hashed names.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          /** @type {Record<string, string[]>} */
          const pages = {};
          for (const group of compilation.chunkGroups) {
            if (!group.name?.startsWith(PREFIX)) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files]);
            pages[group.name.slice(PREFIX.length)] = files.filter((f) => f.endsWith('.js')).sort();
          }
          const manifest = JSON.parse(asset.source.source().toString());
          compilation.updateAsset(
            MANIFEST,
            new sources.RawSource(JSON.stringify({ ...manifest, pages }, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { PageChunksManifestPlugin, PAGE_CHUNK_PREFIX: PREFIX };
