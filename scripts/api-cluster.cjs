#!/usr/bin/env node
// @ts-check
/**
 * Several API processes on one port (node:cluster shares the listening socket), for a
 * PostgreSQL server (DATABASE_URL): the production setting of README.md, "Security and
 * production". Sessions, abuse counters, upload quotas and request ids are in the
 * database, so the processes agree. The first process migrates and seeds before the
 * others start. `PP_API_PROCESSES=4 DATABASE_URL=postgres://... node scripts/api-cluster.cjs`
 */
const cluster = require('node:cluster');
const path = require('node:path');

const count = Number(process.env.PP_API_PROCESSES || 2);
if (!Number.isInteger(count) || count < 1) {
  console.error(
    `Setting PP_API_PROCESSES must be a whole number from 1, got "${process.env.PP_API_PROCESSES}".`,
  );
  process.exit(1);
}
if (!process.env.DATABASE_URL && count > 1) {
  console.error(
    'Several API processes need DATABASE_URL: the embedded database belongs to one process.',
  );
  process.exit(1);
}

// tsx as a loader inside each worker (its CLI would start a child that is no worker).
cluster.setupPrimary({
  exec: path.resolve(__dirname, '../api/src/main.ts'),
  execArgv: ['--import', 'tsx'],
});

let stopping = false;
function fork() {
  const worker = cluster.fork();
  worker.on('exit', (code) => {
    if (!stopping) {
      console.error(`api-cluster: a process stopped (exit ${code}); stopping all.`);
      stopAll();
    }
  });
  return worker;
}

function stopAll() {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}

// The first migrates and seeds; the rest start once it listens.
fork().once('listening', () => {
  for (let i = 1; i < count; i++) fork();
});
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
