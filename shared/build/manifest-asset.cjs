// @ts-check
/**
 * The federation plugin's manifest of a remote, rewritten in the build: the pages' files
 * (page-chunks.cjs) and the entry's version (entry-version.cjs) go into it. Call it from
 * processAssets at PROCESS_ASSETS_STAGE_ANALYSE or later: the federation plugin writes
 * the manifest at OPTIMIZE_TRANSFER, with the files' final content-hashed names.
 */
const { MANIFEST } = require('./federation.cjs');

/**
 * @param {import('webpack').Compilation} compilation
 * @param {(manifest: import('@module-federation/sdk').Manifest) => object} update the
 *   manifest's new content from its current one
 */
function rewriteManifest(compilation, update) {
  const asset = compilation.getAsset(MANIFEST);
  if (!asset) return;
  const manifest = JSON.parse(asset.source.source().toString());
  const { RawSource } = compilation.compiler.webpack.sources;
  compilation.updateAsset(MANIFEST, new RawSource(JSON.stringify(update(manifest), null, 2)));
}

module.exports = { rewriteManifest };
