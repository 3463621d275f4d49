#!/usr/bin/env node
// @ts-check
/**
 * Run npm scripts side by side and fail if any fails, each one's output as it comes:
 * `node scripts/parallel.cjs lint typecheck`. `npm test` runs lint (one core) beside the
 * type checks (lerna, two at a time) to keep CI's run within its budget.
 */
const { spawn } = require('node:child_process');

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', name], { stdio: 'inherit', shell: false });
      child.on('exit', (code) => resolve({ name, code: code ?? 1 }));
    }),
);
Promise.all(runs).then((results) => {
  const failed = results.filter((r) => r.code !== 0);
  for (const r of failed) console.error(`parallel: npm run ${r.name} failed (exit ${r.code})`);
  process.exit(failed.length ? 1 : 0);
});
