#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev`: the API in watch mode and every app under webpack-dev-server with hot
 * reload, encryption off (spec §7: local development). `npm run dev -w <app>` runs one.
 */
const path = require('node:path');
const { spawn } = require('node:child_process');
const { devEnvironment, readSettings } = require('../shared/build/settings.cjs');

const root = path.resolve(__dirname, '..');
const env = {
  ...devEnvironment(process.env),
  NODE_ENV: 'development',
  PP_ENCRYPTION: process.env.PP_ENCRYPTION ?? 'off',
};
if (process.env.PP_TLS_CERT || process.env.PP_TLS_KEY)
  console.log('PP_TLS_CERT and PP_TLS_KEY are for npm start: the dev servers serve plain http.');
const settings = readSettings(env);

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @param {string} label @param {string[]} args */
function run(label, args) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}] `;
  child.stdout?.on('data', (d) => process.stdout.write(String(d).replace(/^/gm, prefix)));
  child.stderr?.on('data', (d) => process.stderr.write(String(d).replace(/^/gm, prefix)));
  children.push(child);
}

run('api', [require.resolve('tsx/cli'), 'watch', 'api/src/main.ts']);
const webpackCli = require.resolve('webpack-cli/bin/cli.js');
for (const dir of ['shell', ...settings.remotes.map((r) => r.dir)]) {
  run(dir, [
    webpackCli,
    'serve',
    '--mode',
    'development',
    '-c',
    path.join(dir, 'webpack.config.cjs'),
  ]);
}
console.log(`Dev servers starting; open ${settings.shell.origin}/ when the builds finish.`);

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
