/**
 * Issue 13's targets, each checked against the run's figures: the report's table gives the
 * figure, the target and their ratio (figure / target; at most 1 passes).
 */
import type { PageResult } from './page-result';
import type { BuildTimes } from './report';

export interface TargetCheck {
  what: string;
  figure: number | null;
  target: number;
  unit: 'KB' | 'ms' | 'x' | 's';
}

const PRIMARY = ['home', 'group home', 'service list'];

function find(results: PageResult[], build: string, page: string, device: string, cache: string) {
  return results.find(
    (r) => r.build === build && r.page === page && r.device === device && r.cache === cache,
  );
}

export function checkTargets(results: PageResult[], builds: BuildTimes | null): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const device of ['mobile', 'desktop']) {
    const login = find(results, 'federated', 'login', device, 'cold');
    checks.push(
      {
        what: `login (${device}): compressed JS`,
        figure: login ? login.jsBytes / 1024 : null,
        target: 250,
        unit: 'KB',
      },
      {
        what: `login (${device}): usable`,
        figure: login?.dataShownMs ?? null,
        target: 2500,
        unit: 'ms',
      },
    );
  }
  for (const page of PRIMARY) {
    const cold = find(results, 'federated', page, 'mobile', 'cold');
    const warm = find(results, 'federated', page, 'mobile', 'warm');
    checks.push(
      {
        what: `${page} (mobile, cold): LCP`,
        figure: cold?.lcpMs ?? null,
        target: 3000,
        unit: 'ms',
      },
      {
        what: `${page} (mobile, cold): data shown`,
        figure: cold?.dataShownMs ?? null,
        target: 3500,
        unit: 'ms',
      },
      {
        what: `${page} (mobile, warm): data shown`,
        figure: warm?.dataShownMs ?? null,
        target: 1500,
        unit: 'ms',
      },
    );
  }
  // Federation's cost: the federated portal against the single bundle, page by page.
  for (const r of results.filter((x) => x.build === 'federated' && x.cache === 'cold')) {
    const single = find(results, 'single', r.page, r.device, 'cold');
    if (!single) continue;
    checks.push(
      {
        what: `${r.page} (${r.device}): bytes federated / single`,
        figure: single.totalBytes ? r.totalBytes / single.totalBytes : null,
        target: 1.1,
        unit: 'x',
      },
      {
        what: `${r.page} (${r.device}): LCP federated / single`,
        figure: r.lcpMs !== null && single.lcpMs ? r.lcpMs / single.lcpMs : null,
        target: 1.1,
        unit: 'x',
      },
    );
  }
  for (const r of results.filter((x) => x.build === 'federated'))
    for (const i of r.interactions)
      checks.push({
        what: `${r.page} (${r.device}, ${r.cache}): INP of "${i.name}"`,
        figure: i.inpMs,
        target: 100,
        unit: 'ms',
      });
  // Cold is what CI and a fresh clone pay; warm is a second build on this machine.
  for (const cache of ['cold', 'warm'] as const) {
    const key = cache === 'cold' ? 'coldS' : 'warmS';
    checks.push(
      {
        what: `full production build of all apps (${cache})`,
        figure: builds?.all[key] ?? null,
        target: 60,
        unit: 's',
      },
      {
        what: `one remote alone, mfe-feedback (${cache})`,
        figure: builds?.remote[key] ?? null,
        target: 20,
        unit: 's',
      },
    );
  }
  return checks;
}
