#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/deploy.cjs <release folder> <origin folder>`: puts a release
 * (scripts/release.cjs) into the folder an origin serves, so that no open page breaks:
 * - nothing is deleted: the previous releases' hashed chunks stay beside the new ones, so
 *   a page still running the old entry finds every chunk it asks for;
 * - the hashed chunks go first and the entries (remoteEntry.js, mf-manifest.json, …) last,
 *   each written to a temporary name and renamed, so no request ever sees an entry that
 *   names a chunk not there yet, nor a half-written file.
 * The static server (scripts/static-server.cjs) looks files up per request: no restart.
 */
const fs = require('node:fs');
const path = require('node:path');

/** @param {string} from @param {string} to */
function copyAtomically(from, to) {
  const temporary = `${to}.deploying-${process.pid}`;
  fs.copyFileSync(from, temporary);
  fs.renameSync(temporary, to);
}

/**
 * @param {string} releaseDir
 * @param {string} originDir
 * @returns {{ chunks: number; entries: string[] }}
 */
function deployRelease(releaseDir, originDir) {
  const info = JSON.parse(fs.readFileSync(path.join(releaseDir, 'release.json'), 'utf8'));
  /** @type {string[]} */
  const noCache = info.noCache;
  fs.mkdirSync(originDir, { recursive: true });
  const files = fs.readdirSync(releaseDir).filter((f) => f !== 'release.json');
  const chunks = files.filter((f) => !noCache.includes(f));
  for (const file of chunks) {
    const to = path.join(originDir, file);
    // A hashed chunk of the same name has the same content: never rewrite it under a reader.
    if (!fs.existsSync(to)) copyAtomically(path.join(releaseDir, file), to);
  }
  const entries = files.filter((f) => noCache.includes(f));
  // The manifest names the entry: the entry first, the manifest last.
  entries.sort((a, b) => Number(a === 'mf-manifest.json') - Number(b === 'mf-manifest.json'));
  for (const file of entries)
    copyAtomically(path.join(releaseDir, file), path.join(originDir, file));
  copyAtomically(path.join(releaseDir, 'release.json'), path.join(originDir, 'release.json'));
  return { chunks: chunks.length, entries };
}

if (require.main === module) {
  const [releaseDir, originDir] = process.argv.slice(2);
  if (!releaseDir || !originDir) {
    console.error('Usage: deploy.cjs <release folder> <origin folder>');
    process.exit(1);
  }
  try {
    const started = Date.now();
    const { chunks, entries } = deployRelease(path.resolve(releaseDir), path.resolve(originDir));
    console.log(
      `deployed ${path.basename(releaseDir)} to ${originDir}: ${chunks} chunks, then ${entries.join(', ')} (${Date.now() - started} ms)`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

module.exports = { deployRelease };
