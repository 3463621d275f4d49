// @ts-check
/**
 * PGlite's CommonJS build loads node built-ins with `import("fs")` and the like. Jest runs
 * modules in a vm context that refuses dynamic import unless node runs with
 * --experimental-vm-modules, so the API's tests (which must run with a plain `jest`)
 * could not start an in-memory database. This transform, applied only to PGlite's own
 * .cjs files and only under jest, turns those imports of built-ins into requires.
 */
const BUILTIN_IMPORT = /\bimport\(("(?:node:)?[a-z_/]+")\)/g;

module.exports = {
  process(source) {
    // The bundle declares its own `var require` in places, so keep the module's require under
    // a name nothing shadows.
    const code = source.replace(
      BUILTIN_IMPORT,
      'Promise.resolve().then(() => __moduleRequire($1))',
    );
    return { code: `const __moduleRequire = require;\n${code}` };
  },
  getCacheKey(source, filename) {
    return `dynamic-import-v2:${filename}:${source.length}`;
  },
};
