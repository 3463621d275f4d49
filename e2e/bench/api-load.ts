/**
 * The API under load (issue 13): the work-order list, a visit's detail and the group
 * dashboard's aggregate, each at a fixed rate for a bounded time on loopback, with
 * autocannon; requests encrypted as the portal sends them. Run: `npm run bench:api`.
 *
 * Settings: PP_SEED_SCALE (default 200: about 100,000 work orders on the demo tenants);
 * PP_LOAD_RATE (requests a second, default 200); PP_LOAD_SECONDS (default 20);
 * PP_LOAD_CONNECTIONS (default 50); DATABASE_URL (a PostgreSQL server instead of the
 * embedded database) with PP_API_PROCESSES (several API processes, scripts/api-cluster.cjs).
 * Writes bench/results/api-load.{json,md}. It reports; it never fails on a missed target.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVICE_ENDPOINTS as S } from '@pest-portal/shared/contract/service';
import { DASHBOARD_ENDPOINTS as D } from '@pest-portal/shared/contract/dashboard';
import {
  ENDPOINTS,
  ENCRYPTED_QUERY_PARAM,
  HEADERS,
  SYSTEM_TYPE,
} from '@pest-portal/shared/contract';
import { decryptJson, deriveKeys, encryptJson } from '@pest-portal/shared/crypto';
import { ACCOUNTS, CRYPTO_KEY, DEMO_PASSWORD } from '../support/env';

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(__dirname, 'results');
const PORT = Number(process.env.PP_API_PORT || 8090);
const API = `http://127.0.0.1:${PORT}`;
const number = (name: string, fallback: number) => Number(process.env[name] || fallback);
const SCALE = number('PP_SEED_SCALE', 200);
const RATE = number('PP_LOAD_RATE', 200);
const SECONDS = number('PP_LOAD_SECONDS', 20);
const CONNECTIONS = number('PP_LOAD_CONNECTIONS', 50);
const PROCESSES = number('PP_API_PROCESSES', 1);
const DATABASE = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
/** Issue 13's targets on PostgreSQL: p99 at 200 requests a second. */
const TARGET_P99_MS = { list: 100, detail: 100, dashboard: 300 } as const;

const keys = deriveKeys(CRYPTO_KEY);

interface Session {
  token: string;
  key: string;
  mid: string;
}

function headers(session?: Session): Record<string, string> {
  return {
    [HEADERS.systemType]: SYSTEM_TYPE,
    [HEADERS.decrypt]: '1',
    'content-type': 'text/plain;charset=utf-8',
    ...(session
      ? { [HEADERS.token]: session.token, [HEADERS.key]: session.key, [HEADERS.mid]: session.mid }
      : {}),
  };
}

async function call<T>(
  method: 'GET' | 'POST',
  apiPath: string,
  input: unknown,
  session?: Session,
): Promise<T> {
  const sealed = encryptJson(input, keys);
  const url =
    method === 'GET'
      ? `${API}${apiPath}?${ENCRYPTED_QUERY_PARAM}=${encodeURIComponent(sealed)}`
      : `${API}${apiPath}`;
  const response = await fetch(url, {
    method,
    headers: headers(session),
    body: method === 'POST' ? sealed : undefined,
  });
  const envelope = decryptJson<{ statusCode: number; message: string; data: T }>(
    await response.text(),
    keys,
  );
  if (envelope.statusCode !== 200)
    throw new Error(`${apiPath}: ${envelope.statusCode} ${envelope.message}`);
  return envelope.data;
}

/** Start the API (one process, or a cluster over PostgreSQL) with a fresh data folder. */
async function startApi(log: string): Promise<{ child: ChildProcess; seedSeconds: number }> {
  // A server already there would be measured instead of the one started here.
  if (
    await fetch(`${API}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Port ${PORT} is in use: stop what listens there, or set PP_API_PORT.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-load-'));
  const args =
    PROCESSES > 1
      ? [path.join(ROOT, 'scripts/api-cluster.cjs')]
      : [require.resolve('tsx/cli'), path.join(ROOT, 'api/src/main.ts')];
  const start = Date.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PP_DATA_DIR: dataDir,
      PP_SEED_SCALE: String(SCALE),
      PP_API_PORT: String(PORT),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
  });
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // Seeding 100,000 work orders takes minutes on the embedded database.
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}); see ${log}`);
    const up = await fetch(`${API}/`).then(
      () => true,
      () => false,
    );
    if (up) return { child, seedSeconds: (Date.now() - start) / 1000 };
    if (Date.now() > deadline) throw new Error(`The API did not listen in 30 minutes; see ${log}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

interface Scenario {
  name: keyof typeof TARGET_P99_MS;
  label: string;
  requests: { method: 'GET' | 'POST'; path: string; body?: string }[];
}

function post(apiPath: string, input: unknown) {
  return { method: 'POST' as const, path: apiPath, body: encryptJson(input, keys) };
}
function get(apiPath: string, input: unknown) {
  return {
    method: 'GET' as const,
    path: `${apiPath}?${ENCRYPTED_QUERY_PARAM}=${encodeURIComponent(encryptJson(input, keys))}`,
  };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface LoadResult {
  scenario: string;
  label: string;
  requests: number;
  perSecond: number;
  errors: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
  targetP99: number;
}

/** Each request of the scenario answers 200 in its envelope (autocannon sees only HTTP 200). */
async function verify(scenario: Scenario, session: Session): Promise<void> {
  for (const r of scenario.requests) {
    const response = await fetch(`${API}${r.path}`, {
      method: r.method,
      headers: headers(session),
      body: r.body,
    });
    const envelope = decryptJson<{ statusCode: number; message: string }>(
      await response.text(),
      keys,
    );
    if (envelope.statusCode !== 200)
      throw new Error(
        `${scenario.label}: ${r.path.split('?')[0]} answered ${envelope.statusCode} ${envelope.message}`,
      );
  }
}

async function load(scenario: Scenario, session: Session): Promise<LoadResult> {
  await verify(scenario, session);
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: API,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: SECONDS,
        headers: headers(session),
        requests: scenario.requests,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    label: scenario.label,
    requests: result.requests.total,
    perSecond: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    p99: Math.round(percentile(times, 99)),
    targetP99: TARGET_P99_MS[scenario.name],
  };
}

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  const log = path.join(RESULTS, 'api-load-server.log');
  console.log(`Starting the API on ${DATABASE} (${PROCESSES} process(es)), seed scale ${SCALE}…`);
  const { child, seedSeconds } = await startApi(log);
  try {
    const session = await call<Session & { mid: number | string }>('POST', ENDPOINTS.login.path, {
      loginType: 'password',
      account: ACCOUNTS.hq.account,
      password: DEMO_PASSWORD,
    }).then((s) => ({ token: s.token, key: s.key, mid: String(s.mid) }));
    const first = await call<{ total: number; list: { id: number }[] }>(
      'POST',
      S.servicePage.path,
      { pageNum: 1, pageSize: 10 },
      session,
    );
    console.log(`  up after ${seedSeconds.toFixed(0)} s; hq_demo sees ${first.total} work orders`);
    const scenarios: Scenario[] = [
      {
        name: 'list',
        label: 'servicePage (pages 1-5 of 10)',
        requests: [1, 2, 3, 4, 5].map((n) =>
          post(S.servicePage.path, { pageNum: n, pageSize: 10 }),
        ),
      },
      {
        name: 'detail',
        label: 'task/detail (ten visits)',
        requests: first.list.map((t) => get(S.taskDetail.path, { taskId: t.id })),
      },
      {
        name: 'dashboard',
        label: 'dataSummary (the group, this year)',
        requests: [post(D.dataSummary.path, {})],
      },
    ];
    const results: LoadResult[] = [];
    for (const scenario of scenarios) {
      const r = await load(scenario, session);
      results.push(r);
      console.log(
        `  ${r.label}: ${r.perSecond.toFixed(0)}/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
      );
    }
    const report = {
      date: new Date().toISOString(),
      database: DATABASE,
      processes: PROCESSES,
      seedScale: SCALE,
      workOrdersSeenByHq: first.total,
      seedSeconds,
      rate: RATE,
      seconds: SECONDS,
      connections: CONNECTIONS,
      results,
    };
    fs.writeFileSync(path.join(RESULTS, 'api-load.json'), `${JSON.stringify(report, null, 2)}\n`);
    const md = [
      `# API under load (${report.date})`,
      '',
      `${DATABASE}, ${PROCESSES} API process(es), seed scale ${SCALE} (${first.total} work orders visible to hq_demo; seeded and up in ${seedSeconds.toFixed(0)} s); ` +
        `${RATE} requests a second for ${SECONDS} s over ${CONNECTIONS} connections, encrypted as the portal sends them, loopback.`,
      '',
      '| endpoint | requests | per second | p50 | p95 | p99 | p99 target | errors / non-2xx |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.label} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.targetP99} ms (${r.p99 <= r.targetP99 ? 'met' : 'missed'}) | ${r.errors} / ${r.non2xx} |`,
      ),
      '',
    ].join('\n');
    fs.writeFileSync(path.join(RESULTS, 'api-load.md'), md);
    console.log(`\n${md}`);
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
