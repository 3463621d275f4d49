#!/usr/bin/env node
// @ts-check
/**
 * `npm start` (after the builds): what a deployment runs, on one machine. The API with
 * its embedded database (migrated and seeded on first start), encryption on; the shell
 * on its origin with the API proxied under the base path; each remote on its own origin.
 * `--single`: the single-bundle build instead (shell/dist-single, every remote compiled
 * in, shell/webpack.single.cjs), served the same way with no remote origins.
 * Ctrl-C stops everything.
 */
const path = require('node:path');
const net = require('node:net');
const { spawn } = require('node:child_process');
const { readSettings } = require('../shared/build/settings.cjs');
const { startStaticServer } = require('./static-server.cjs');

const root = path.resolve(__dirname, '..');

/**
 * Whether something already listens on the port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** @param {number} port @param {number} timeoutMs */
async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await listening(port))) {
    if (Date.now() > deadline) throw new Error(`The API did not listen on port ${port} in time.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The ports this start needs that something else holds already. Started anyway, the API
 * would fail on its port while the wait below met the old one, and a static server would
 * stop with EADDRINUSE: said here at once, with what to do.
 * @param {ReturnType<typeof readSettings>} settings @param {boolean} single
 */
async function portsTaken(settings, single) {
  const wanted = [
    { name: 'shell', port: settings.shell.port },
    { name: 'API', port: settings.api.port },
    ...(single ? [] : settings.remotes),
  ];
  const taken = await Promise.all(wanted.map(async (w) => ((await listening(w.port)) ? w : null)));
  return taken.filter((w) => w !== null);
}

async function main() {
  const single = process.argv.includes('--single');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PP_ENCRYPTION: process.env.PP_ENCRYPTION ?? 'on',
  };
  const settings = readSettings(env);
  const taken = await portsTaken(settings, single);
  if (taken.length > 0) {
    console.error(
      `pest-portal cannot start: ${taken.map((t) => `port ${t.port} (${t.name})`).join(', ')} in use. ` +
        'Another portal, a dev server (npm run dev) or the API started alone is still running: ' +
        'stop it, or move this one (PP_SHELL_PORT, PP_API_PORT, PP_<REMOTE>_PORT; README).',
    );
    process.exit(1);
  }

  const api = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(root, 'api/src/main.ts')],
    {
      env,
      stdio: 'inherit',
    },
  );
  /** @type {{ close: () => Promise<unknown> }[]} */
  const servers = [];
  let stopping = false;
  // Stops what has started so far: a signal during the API's first start (seeding takes a
  // minute), or a server that failed to start, no longer leaves the API running on its port.
  /** @param {number} code */
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled(servers.map((s) => s.close()));
    if (api.exitCode !== null) process.exit(code);
    api.kill('SIGTERM');
    setTimeout(() => process.exit(code), 3000).unref();
    api.on('exit', () => process.exit(code));
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  api.on('exit', (code) => {
    if (!stopping) {
      console.error(`The API stopped (exit ${code}).`);
      process.exit(1);
    }
  });
  try {
    // A first start migrates and seeds a fresh database: over a minute on a busy two-core machine.
    await waitForPort(settings.api.port, 180000);
    servers.push(
      ...(await Promise.all([
        startStaticServer({
          dir: path.join(root, 'shell'),
          dist: single ? 'dist-single' : 'dist',
          port: settings.shell.port,
          isShell: true,
          settings,
        }),
        ...(single ? [] : settings.remotes).map((r) =>
          startStaticServer({
            dir: path.join(root, r.dir),
            port: r.port,
            isShell: false,
            settings,
          }),
        ),
      ])),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
    return;
  }

  console.log('');
  console.log(
    `pest-portal${single ? ' (single bundle)' : ''} is running: ${settings.shell.origin}/`,
  );
  for (const r of single ? [] : settings.remotes)
    console.log(`  remote ${r.name.padEnd(13)} ${r.origin}`);
  console.log(
    `  API               ${settings.api.url} (proxied at ${settings.shell.origin}${settings.api.basePath})`,
  );
  console.log(
    'Demo accounts (password Demo@2026): hq_demo (headquarters), store_demo (single company). See README.md.',
  );
  console.log('Ctrl-C stops it.');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
