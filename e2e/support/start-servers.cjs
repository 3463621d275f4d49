#!/usr/bin/env node
// @ts-check
/**
 * The Playwright webServer command: runs `scripts/start.cjs` (what `npm start` serves)
 * and copies its output, the API's included, to the file named by PP_E2E_LOG as well as
 * to our own stdout. The SMS-login test reads the API's `[sms] login code for ...` lines
 * from that file: the code never reaches a browser otherwise. Signals are passed on so
 * that Playwright stopping the server stops the API too.
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const logFile = process.env.PP_E2E_LOG;
if (!logFile) {
  console.error('start-servers: set PP_E2E_LOG to the file the server output is copied to.');
  process.exit(1);
}
fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.createWriteStream(logFile, { flags: 'a' });

const child = spawn(process.execPath, [path.resolve(__dirname, '../../scripts/start.cjs')], {
  env: process.env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (chunk) => {
  log.write(chunk);
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk) => {
  log.write(chunk);
  process.stderr.write(chunk);
});
child.on('exit', (code, signal) => {
  log.end(() => process.exit(code ?? (signal ? 1 : 0)));
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
