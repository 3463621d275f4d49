import fs from 'node:fs';
import path from 'node:path';
import { singleBundleExposes } from './remote-loader-single';

const ROOT = path.resolve(__dirname, '../../..');
const REMOTES = {
  service: 'mfe-service',
  dashboard: 'mfe-dashboard',
  qualification: 'mfe-qualification',
  feedback: 'mfe-feedback',
  scanner: 'mfe-scanner',
};

/** The keys of `exposes: { ... }` in a remote's webpack config, read as text. */
function exposesOf(dir: string): string[] {
  const config = fs.readFileSync(path.join(ROOT, dir, 'webpack.config.cjs'), 'utf8');
  const block = /exposes:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  return [...block.matchAll(/'(\.\/[^']+)'\s*:/g)].map((m) => m[1]!).sort();
}

describe('the single bundle', () => {
  // It once lacked the scanner's ./ScanDialog: the phone header's 扫一扫 never opened there.
  it('compiles in every module each remote exposes, so every page and dialog works in it', () => {
    const single = singleBundleExposes();
    for (const [name, dir] of Object.entries(REMOTES))
      expect({ name, exposes: [...(single[name] ?? [])].sort() }).toEqual({
        name,
        exposes: exposesOf(dir),
      });
  });
});
