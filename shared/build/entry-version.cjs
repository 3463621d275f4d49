// @ts-check
/**
 * index.html asks for its entry as `/main.js?v=<version>`, the version a hash of the file's
 * final bytes. Entries keep plain names (webpack-app.cjs: the federation runtime cannot put
 * a hash in an entry's filename), so without it every load, even from a warm cache,
 * revalidated main.js first: a round trip (562.5 ms on the bench's phone network) before
 * any of the portal's code ran. The static server answers a URL whose version matches the
 * file's bytes as immutable and any other as no-cache (scripts/static-server.cjs), so a
 * stale version never pins older or newer code under the wrong name.
 */
const { createHash } = require('node:crypto');

const NAME = 'VersionedEntryPlugin';
/**
 * A content-hashed chunk's name (webpack-app.cjs: `[name].[contenthash:8]`), served
 * immutable like an entry asked for by its version (scripts/static-server.cjs).
 */
const HASHED_NAME = /\.[0-9a-f]{8}\.(js|css)$/;
/** The query parameter an entry is asked for by version under (read by scripts/static-server.cjs). */
const VERSION_PARAM = 'v';
/** Written into index.html's script URL, then replaced by the version once main.js is final. */
const VERSION_TOKEN = '__PP_ENTRY_VERSION__';

/** @param {Buffer | string} bytes */
function entryVersion(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/**
 * Writes the version into index.html once main.js's bytes are final: after minification
 * and webpack's real content hashes, which rewrite the chunk names inside it.
 */
class VersionedEntryPlugin {
  /** @param {{ entry?: string }} [options] */
  constructor(options = {}) {
    this.entry = options.entry ?? 'main.js';
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // Required here: the static server takes only entryVersion from this file.
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        for (const tag of data.assetTags.scripts) {
          const src = tag.attributes.src;
          if (typeof src === 'string' && src.endsWith(`/${this.entry}`))
            tag.attributes.src = `${src}?${VERSION_PARAM}=${VERSION_TOKEN}`;
        }
        return data;
      });
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          const entry = compilation.getAsset(this.entry);
          if (!html || !entry) return;
          const text = html.source.source().toString();
          if (!text.includes(VERSION_TOKEN))
            throw new Error(`index.html does not name ${this.entry}`);
          const version = entryVersion(entry.source.buffer());
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(text.split(VERSION_TOKEN).join(version)),
          );
        },
      );
    });
  }
}

/**
 * A remote's manifest names its entry by version: `remoteEntry.js?v=<version>`. The
 * shell's server asks each remote's manifest for the page it serves and names it by
 * version too (scripts/remote-versions.cjs), so from a warm cache a section's manifest
 * and entry come from the browser's cache with no round trip: before, both were
 * revalidated (no-cache) on every load, 0.6 s on the phone's network before the section's
 * code could run and ask for its data. The plain names stay served no-cache (DESIGN.md §2).
 * The federation runtime and the shell's preload script join the manifest's publicPath
 * and this name as they are, and infer the publicPath with the query left out.
 */
class VersionedRemoteEntryPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // Required here: the static server takes only entryVersion from this file.
    const { REMOTE_ENTRY, MANIFEST } = require('./federation.cjs');
    const { rewriteManifest } = require('./manifest-asset.cjs');
    const { Compilation } = compiler.webpack;
    const name = 'VersionedRemoteEntryPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin has written its manifest (OPTIMIZE_TRANSFER) and the
        // entry's bytes are final (minified, with the chunks' real content hashes).
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const entry = compilation.getAsset(REMOTE_ENTRY);
          if (!entry) return;
          const version = entryVersion(entry.source.buffer());
          rewriteManifest(compilation, (manifest) => {
            if (manifest.metaData?.remoteEntry?.name !== REMOTE_ENTRY)
              throw new Error(`${MANIFEST} does not name ${REMOTE_ENTRY}`);
            manifest.metaData.remoteEntry.name = `${REMOTE_ENTRY}?${VERSION_PARAM}=${version}`;
            return manifest;
          });
        },
      );
    });
  }
}

module.exports = {
  VersionedEntryPlugin,
  VersionedRemoteEntryPlugin,
  entryVersion,
  HASHED_NAME,
  VERSION_PARAM,
};
