import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchGet, type BenchServing } from './protocol';

const root = path.resolve(__dirname, '../..');

/**
 * Start what `npm start` serves (scripts/start.cjs: production builds, encryption on) with
 * a fresh data folder, served as `serving` says (bench/protocol.ts), and wait until the
 * shell answers. Its output goes to `logFile`.
 * `single`: the single-bundle build (`npm run start:single`) instead. `ports`: its shell's
 * and API's ports, when not the default ones (scripts/start.cjs reads PP_SHELL_PORT and
 * PP_API_PORT).
 */
export async function startPortal(
  logFile: string,
  shellUrl: string,
  serving: BenchServing,
  single = false,
  ports?: { shell: number; api: number },
): Promise<{ pid: number | undefined; stop: () => Promise<void> }> {
  const dataDir = path.join(os.tmpdir(), `pp-bench-${Date.now()}`);
  const log = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'scripts/start.cjs'), ...(single ? ['--single'] : [])],
    {
      env: {
        ...process.env,
        ...serving.serverEnv,
        PP_DATA_DIR: dataDir,
        ...(ports && { PP_SHELL_PORT: String(ports.shell), PP_API_PORT: String(ports.api) }),
      },
      stdio: ['ignore', log, log],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 240_000;
  for (;;) {
    // start.cjs says why it stopped (a port in use: the benchmark starts its own portal).
    if (child.exitCode !== null)
      throw new Error(
        `scripts/start.cjs exited (${child.exitCode}): ${fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-3).join('\n')}`,
      );
    // Its own "is running" line, then the shell's answer: never another portal's, still
    // running on the same ports (start.cjs refuses to start beside one, and says so).
    const started = fs.readFileSync(logFile, 'utf8').includes(' is running: ');
    const answer = started ? await benchGet(`${shellUrl}/`, serving.certFile) : null;
    const ok = answer !== null && answer.status < 400;
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The portal did not answer on ${shellUrl} in 240 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.closeSync(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
