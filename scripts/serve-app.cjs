#!/usr/bin/env node
// @ts-check
/** Serve one built app alone on its own port: `node scripts/serve-app.cjs mfe-feedback`. */
const path = require('node:path');
const { readSettings } = require('../shared/build/settings.cjs');
const { startStaticServer } = require('./static-server.cjs');

async function main() {
  const folder = process.argv[2];
  const settings = readSettings();
  const remote = settings.remotes.find((r) => r.dir === folder);
  if (folder !== 'shell' && !remote) {
    throw new Error(`Usage: serve-app.cjs <shell|${settings.remotes.map((r) => r.dir).join('|')}>`);
  }
  const port = remote ? remote.port : settings.shell.port;
  const dir = path.resolve(__dirname, '..', /** @type {string} */ (folder));
  await startStaticServer({ dir, port, isShell: !remote, settings });
  console.log(`${folder} on http://${settings.host}:${port}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
