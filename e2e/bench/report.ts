import fs from 'node:fs';
import path from 'node:path';
import type { PageResult } from './page-result';
import type { BenchProtocol } from './protocol';
import type { DownloadCounts } from './singletons';
import type { TargetCheck } from './targets';

/** How a run served the portal, in words; runs before bench/protocol.ts served plain http. */
function servedOver(protocol: BenchProtocol = 'http1'): string {
  return protocol === 'h2' ? 'served over https (HTTP/2)' : 'served over http (HTTP/1.1)';
}

/** One build timed cold (its persistent cache removed) and warm (built again at once). */
export interface BuildTime {
  coldS: number;
  warmS: number;
}

/** All apps, one remote alone (mfe-feedback) and the single bundle (not built: null). */
export interface BuildTimes {
  all: BuildTime;
  remote: BuildTime;
  single: BuildTime | null;
}

/** The machine's BenchmarkIndex read before one page's rows were measured. */
export interface BenchmarkReading {
  page: string;
  benchmarkIndex: number;
}

export interface BenchReport {
  date: string;
  chromium: string;
  network: {
    latencyMs: number;
    downloadKbps: number;
    uploadKbps: number;
    /** How the portal was served (bench/protocol.ts); absent in runs before it was chosen: http1. */
    protocol?: BenchProtocol;
  };
  cpu: {
    benchmarkIndex: number;
    rate: number;
    formula: string;
    /** The index read again before each page (runs before 2026-11-28 have none). */
    readings?: BenchmarkReading[];
  };
  runsPerPage: number;
  /** null: PP_BENCH_SKIP_BUILD (the dist folders measured as they were). */
  builds: BuildTimes | null;
  results: PageResult[];
  downloads: Record<string, DownloadCounts>;
  targets: TargetCheck[];
  /** The run before this one (its results), shown beside this run's figures. */
  previous: { date: string; results: PageResult[]; network?: BenchReport['network'] } | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)} ms`);

function figure(check: TargetCheck): string {
  if (check.figure === null) return 'n/a';
  if (check.unit === 'x') return `${check.figure.toFixed(2)}x`;
  if (check.unit === 'KB') return `${check.figure.toFixed(1)} KB`;
  if (check.unit === 's') return `${check.figure.toFixed(1)} s`;
  return `${Math.round(check.figure)} ms`;
}

const sec = (t: BuildTime | null | undefined, k: keyof BuildTime) =>
  t ? `${t[k].toFixed(1)} s` : 'n/a';

function buildLines(builds: BuildTimes | null): string[] {
  if (!builds) return ['Not built in this run (PP_BENCH_SKIP_BUILD).'];
  const row = (what: string, t: BuildTime | null, target: string) =>
    `| ${what} | ${sec(t, 'coldS')} | ${sec(t, 'warmS')} | ${target} |`;
  return [
    "Cold: the build's webpack caches removed first (node_modules/.cache/webpack), as in CI and a fresh clone; warm: the same build again at once.",
    '',
    '| build | cold | warm | target |',
    '|---|---:|---:|---:|',
    row('all apps (npm run build)', builds.all, '60 s'),
    row('mfe-feedback alone', builds.remote, '20 s'),
    row('single bundle', builds.single, ''),
  ];
}

function sameRow(a: PageResult, b: PageResult): boolean {
  return a.build === b.build && a.page === b.page && a.device === b.device && a.cache === b.cache;
}

/**
 * <name>.json (everything, the previous run's results kept inside) and <name>.md (the
 * tables): bench for a full run, bench-partial for a narrower one (run.ts).
 */
export function writeReport(dir: string, name: string, report: BenchReport): void {
  // Only one run back is kept, so the file does not grow with every run.
  const json = {
    ...report,
    previous: report.previous && {
      date: report.previous.date,
      results: report.previous.results,
      network: report.previous.network,
    },
  };
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);

  const before = (r: PageResult) => report.previous?.results.find((p) => sameRow(p, r));
  const lines = [
    `# Benchmark (${report.date})`,
    '',
    `Chromium ${report.chromium}; Lighthouse mobile network throttling (${report.network.latencyMs} ms RTT, ` +
      `${report.network.downloadKbps} kbit/s down, ${report.network.uploadKbps} kbit/s up), ${servedOver(report.network.protocol)}; CPU ${report.cpu.rate.toFixed(2)}x ` +
      `from BenchmarkIndex ${report.cpu.benchmarkIndex.toFixed(0)} (${report.cpu.formula}), read at the start` +
      (report.cpu.readings?.length
        ? ` and again before each page (${report.cpu.readings.map((r) => `${r.page} ${r.benchmarkIndex.toFixed(0)}`).join(', ')}: the rate stays, a lower index is a slower spell of the machine)`
        : '') +
      `; median of ${report.runsPerPage} run(s) per row. ` +
      `Cold: empty HTTP cache; warm: the page loaded once before. Data shown: from the navigation's start until the page's data ` +
      `is drawn (the login page: its form takes input). Chain: the longest run of requests each started by the one before. ` +
      `INP: each of the page's main interactions, throttled (0 = under the browser's 16 ms floor).` +
      (report.previous
        ? ` "before": the run of ${report.previous.date}, ${servedOver(report.previous.network?.protocol)}.`
        : ''),
    '',
    '| build | page | device | cache | JS | total | requests | chain | FCP | LCP | data shown (before) | INP |',
    '|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.results.map((r) => {
      const b = before(r);
      return `| ${r.build} | ${r.page} → ${r.url} | ${r.device} | ${r.cache} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} | ${r.requests} | ${r.longestChain} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.dataShownMs)}${b ? ` (${ms(b.dataShownMs)})` : ''} | ${r.interactions.map((i) => `${ms(i.inpMs)} ${i.name}`).join('; ')} |`;
    }),
    '',
    '## Downloads in one session over every section (target: once each)',
    '',
    `| build | ${Object.keys(Object.values(report.downloads)[0] ?? {}).join(' | ')} |`,
    `|---|${Object.keys(Object.values(report.downloads)[0] ?? {})
      .map(() => '---:')
      .join('|')}|`,
    ...Object.entries(report.downloads).map(
      ([build, counts]) =>
        `| ${build} | ${Object.values(counts)
          .map((c) => (c === null ? 'one bundle' : String(c)))
          .join(' | ')} |`,
    ),
    '',
    '## Builds (targets: all apps 60 s, one remote 20 s)',
    '',
    ...buildLines(report.builds),
    '',
    '## Targets (issue 13)',
    '',
    '| what | figure | target | ratio | |',
    '|---|---:|---:|---:|---|',
    ...report.targets.map((t) => {
      const ratio = t.figure === null ? null : t.figure / t.target;
      const verdict = ratio === null ? 'not measured' : ratio <= 1 ? 'met' : 'missed';
      return `| ${t.what} | ${figure(t)} | ${t.target}${t.unit === 'x' ? 'x' : ` ${t.unit}`} | ${ratio === null ? 'n/a' : ratio.toFixed(2)} | ${verdict} |`;
    }),
    '',
  ];
  const md = lines.join('\n');
  fs.writeFileSync(path.join(dir, `${name}.md`), md);
  console.log(`\n${md}`);
}
