#!/usr/bin/env node
// @ts-check
/**
 * `npm run release -w @pest-portal/mfe-feedback`: one remote built alone into a
 * self-contained, versioned folder for any static host or CDN,
 * `<app>/releases/<version>-<id>/`: its entry (remoteEntry.js), manifest
 * (mf-manifest.json), content-hashed chunks (a production build has no page of its own:
 * shared/build/webpack-app.cjs), and release.json (what it is, which platform core range it needs, which files
 * must be served no-cache). The id is a hash of the manifest and entry, so a rebuild of the
 * same code makes the same folder. Nothing else is built; the shell is not touched.
 * Deploy it with scripts/deploy.cjs (copies in, keeps older chunks).
 * `release.cjs <remote> <folder>` builds a copy of the remote's package kept in <folder>
 * (its webpack.config.cjs and package.json included) into <folder>/releases/.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { REMOTES } = require('../shared/build/settings.cjs');
const { PLATFORM } = require('../shared/build/federation.cjs');

const root = path.resolve(__dirname, '..');
/** Served no-cache wherever the release goes: they name the hashed chunks. So are their .br files. */
const ENTRIES = ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json'];

function main() {
  const [folder, source] = process.argv.slice(2);
  const remote = REMOTES.find((r) => r.dir === folder);
  if (!remote)
    throw new Error(`Usage: release.cjs <${REMOTES.map((r) => r.dir).join('|')}> [folder]`);
  const appDir = source ? path.resolve(source) : path.join(root, remote.dir);
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const releases = path.join(appDir, 'releases');
  const building = path.join(releases, `.building-${process.pid}`);
  fs.rmSync(building, { recursive: true, force: true });

  const started = Date.now();
  const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [root] });
  const built = spawnSync(process.execPath, [webpack, '--mode', 'production'], {
    cwd: appDir,
    env: { ...process.env, PP_BUILD_OUT: building },
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    fs.rmSync(building, { recursive: true, force: true });
    throw new Error(`The build of ${remote.dir} failed (exit ${built.status}).`);
  }
  const hash = createHash('sha256');
  for (const file of ['mf-manifest.json', 'remoteEntry.js'])
    hash.update(fs.readFileSync(path.join(building, file)));
  const id = `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
  const files = fs.readdirSync(building).sort();
  const manifest = JSON.parse(fs.readFileSync(path.join(building, 'mf-manifest.json'), 'utf8'));
  const platform = (manifest.shared ?? []).find(
    (/** @type {{name: string}} */ s) => s.name === PLATFORM,
  );
  fs.writeFileSync(
    path.join(building, 'release.json'),
    `${JSON.stringify(
      {
        remote: remote.name,
        package: pkg.name,
        version: pkg.version,
        release: id,
        platform: { builtWith: platform?.version, requires: platform?.requiredVersion },
        builtAt: new Date().toISOString(),
        // An entry's compressed sibling (main.js.br, shared/build/webpack-app.cjs) with it:
        // replaced on every deploy, never kept like a hashed chunk.
        noCache: files.filter((f) => ENTRIES.includes(f.replace(/\.(br|gz)$/, ''))),
        files,
      },
      null,
      2,
    )}\n`,
  );
  const target = path.join(releases, id);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(building, target);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${remote.dir} release ${id} in ${seconds} s: ${target}/`);
  console.log(`deploy: node scripts/deploy.cjs ${target} <the origin's folder>`);
  return target;
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
