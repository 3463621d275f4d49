// @ts-check
/**
 * The antd kit's base group is loaded by every signed-in page before any other group (the
 * layout draws with it), yet webpack's splitChunks copied what another group shares with
 * it into that group's own chunks: a module is split out only into a chunk of at least
 * `minSize` for the exact set of chunks that use it, and the base group's chunks are not
 * known to be loaded already. Measured on the shell's build (stop 46): the media group
 * carried 175 KB (raw) of base modules (antd's Button, Tooltip, rc-trigger...), the form
 * group 73 KB, the date group 53 KB; every page with an upload, a number field or a date
 * picker downloaded and ran them twice. This cache group puts every module that the base
 * group shares with other kit groups in one chunk of the base group, which the other
 * groups then load too (already there, so not again). Nearly all of the base group is
 * shared so, and its six files became this one, which brotli compresses smaller (192 ->
 * 175 KB): the home pages, whose groups had few copies (antd's icon runtime), lost 24 KB.
 *
 * Only modules used by kit groups alone, or by chunks the app names as never loaded without
 * the base group (the shell's signed-in layout: antd's icon runtime, in it and in every
 * group): a module also in a page's chunk or the shell's start would otherwise make that
 * chunk wait on the whole base group (the login page has no antd). The host's federated
 * build only (webpack-app.cjs): in the single bundle the kit's files sit in the pages'
 * chunks (no federation), where "the chunk that holds base.ts" means nothing.
 */

/** A kit group's file (shared/src/antd-kit/<group>.ts): the group's name. */
const KIT_FILE = /[\\/]shared[\\/]src[\\/]antd-kit[\\/]([a-z]+)\.ts$/;
const BASE = 'base';
/** What a companion chunk counts as: a kit group's, not the base group's. */
const COMPANION = '(companion)';

/**
 * @typedef {import('webpack').Chunk} Chunk
 * @typedef {import('webpack').Module} Module
 * @typedef {{ chunkGraph: import('webpack').ChunkGraph }} TestContext
 */

/** @param {Module} module */
const kitGroupOfModule = (module) =>
  KIT_FILE.exec(/** @type {{ resource?: string }} */ (module).resource ?? '')?.[1] ?? null;

/**
 * Whether a module is the base group's and only the kit's: in the base group's chunk and in
 * at least one other chunk, every one of them a kit group's or a companion. Called by
 * splitChunks with the chunks as the build made them, one per group, before any split.
 * @param {string[]} companions names of chunks only ever loaded with the base group
 * @returns {(module: Module, context: TestContext) => boolean}
 */
function sharedWithBaseGroup(companions) {
  /** @type {WeakMap<Chunk, string | null>} the kit group whose file a chunk holds */
  const groupOfChunk = new WeakMap();
  /** @param {Chunk} chunk @param {import('webpack').ChunkGraph} chunkGraph */
  const groupOf = (chunk, chunkGraph) => {
    let group = groupOfChunk.get(chunk);
    if (group === undefined) {
      group = chunk.name && companions.includes(chunk.name) ? COMPANION : null;
      if (!group)
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          group = kitGroupOfModule(module);
          if (group) break;
        }
      groupOfChunk.set(chunk, group);
    }
    return group;
  };
  return (module, { chunkGraph }) => {
    // The kit's own files: the antdKitGroups cache group's.
    if (kitGroupOfModule(module)) return false;
    const groups = [...chunkGraph.getModuleChunksIterable(module)].map((chunk) =>
      groupOf(chunk, chunkGraph),
    );
    return groups.length > 1 && groups.includes(BASE) && groups.every((group) => group !== null);
  };
}

/**
 * The cache group: one chunk, named, of the base group's modules that other groups use.
 * @param {string[]} [companions] names of chunks only ever loaded with the base group
 */
const kitBaseCacheGroup = (companions = []) => ({
  test: sharedWithBaseGroup(companions),
  name: 'antd-base',
  chunks: /** @type {'async'} */ ('async'),
  enforce: true,
  priority: 10,
});

module.exports = { kitBaseCacheGroup };
