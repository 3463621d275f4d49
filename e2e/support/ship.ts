import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The ship-alone suite's tools: a copy of the feedback remote with one visible change,
 * built with the release command (scripts/release.cjs) and put into a served folder with
 * the deploy command (scripts/deploy.cjs), exactly as a team shipping one section would.
 * The copies live in e2e/.ship-builds/ (ignored by git), so the repository stays as it is.
 */
export const root = path.resolve(__dirname, '../..');
const builds = path.join(root, 'e2e/.ship-builds');

/** What the changed copy adds to the label of its first tab (a change in its page's code). */
export const CHANGE_MARKER = '（新版）';
/**
 * The changed copy's second tab label, a change in its message catalogue: a section's
 * texts ship with the section, not with the shell's copy of the platform (issue 7 §4).
 */
export const CHANGED_TEXT = '反馈记录（新文案）';

/** Copy mfe-feedback (sources, package.json, configs) into `name`, optionally changed. */
function copyFeedback(name: string, changed: boolean): string {
  const from = path.join(root, 'mfe-feedback');
  const to = path.join(builds, name);
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  fs.cpSync(path.join(from, 'src'), path.join(to, 'src'), { recursive: true });
  fs.copyFileSync(path.join(from, 'package.json'), path.join(to, 'package.json'));
  // The configs name their neighbours relatively: point them at the repository.
  const config = fs
    .readFileSync(path.join(from, 'webpack.config.cjs'), 'utf8')
    .replaceAll("'../shared/", `'${root}/shared/`);
  fs.writeFileSync(path.join(to, 'webpack.config.cjs'), config);
  fs.writeFileSync(
    path.join(to, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(root, 'tsconfig.base.json'),
      include: ['src', path.join(root, 'shared/src/global.d.ts')],
    }),
  );
  if (changed) {
    const page = path.join(to, 'src/pages/feedback/feedback-page.tsx');
    const source = fs.readFileSync(page, 'utf8');
    const edited = source.replace(
      /label: (t\([^)]*tabSubmit[^)]*\)),/,
      (_all, call: string) => `label: \`\${${call}}${CHANGE_MARKER}\`,`,
    );
    if (edited === source) throw new Error(`No tab label to change in ${page}`);
    fs.writeFileSync(page, edited);
    const catalogue = path.join(to, 'src/i18n/zh-CN.ts');
    const texts = fs.readFileSync(catalogue, 'utf8');
    const retexted = texts.replace(/('feedback\.tabRecords': )'[^']*'/, `$1'${CHANGED_TEXT}'`);
    if (retexted === texts) throw new Error(`No records tab text to change in ${catalogue}`);
    fs.writeFileSync(catalogue, retexted);
  }
  return to;
}

export interface Release {
  dir: string;
  files: string[];
  /** Seconds the release command took. */
  seconds: number;
}

/**
 * `npm run release` of a feedback copy: PP_BUILT_AGAINST_PLATFORM makes it a build
 * against another platform core (shared/build/federation.cjs).
 */
export function releaseFeedback(
  name: string,
  options: { changed: boolean; builtAgainst?: string },
): Release {
  const source = copyFeedback(name, options.changed);
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (options.builtAgainst) env.PP_BUILT_AGAINST_PLATFORM = options.builtAgainst;
  // As a team's CI keeps its cache: the copy's first build starts from the cache of the
  // feedback build the portal runs (shared/build/build-cache.cjs), and compiles antd and
  // react only where webpack finds them changed (both builds here: 39-46 s cold, 34 s so).
  env.PP_BUILD_CACHE_FROM = path.join(root, 'mfe-feedback');
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'scripts/release.cjs'), 'mfe-feedback', source],
    { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const dir = /release \S+ in [\d.]+ s: (\S+)\/$/m.exec(out)?.[1];
  if (!dir) throw new Error(`The release command printed no folder:\n${out}`);
  return { dir, files: fs.readdirSync(dir), seconds: (Date.now() - started) / 1000 };
}

/** `node scripts/deploy.cjs <release> <origin folder>`; the milliseconds it took. */
export function deploy(release: Release, originDir: string): number {
  const started = Date.now();
  execFileSync(process.execPath, [path.join(root, 'scripts/deploy.cjs'), release.dir, originDir], {
    stdio: 'ignore',
  });
  return Date.now() - started;
}

/** sha256 of every file under a folder, by relative path. */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return out;
}
