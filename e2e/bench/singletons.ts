import { benchGet } from './protocol';

/**
 * How many times each shared singleton and antd's runtime are downloaded in one session
 * that visits every section (issue 13: the target is once each).
 *
 * A federated build names its chunks by number; which chunk holds which shared package is
 * in each app's `mf-manifest.json` (`shared[].assets.js.sync/async`). antd is not shared
 * (DESIGN.md §7): its runtime is counted by the one string every copy of its CSS-in-JS
 * engine carries, the `data-token-hash` attribute it writes on its style tags.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  // The router: react-router shared through the platform's router kit (shared/src/router-kit).
  '@pest-portal/shared/router',
  '@pest-portal/shared',
  '@tanstack/react-query',
  'zustand',
] as const;
const ANTD_MARK = 'data-token-hash';

interface Manifest {
  shared?: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  metaData?: { publicPath?: string };
}

/** null: the build has no manifest (the single bundle), so the packages are not told apart. */
export type DownloadCounts = Record<(typeof SINGLETONS)[number] | 'antd runtime', number | null>;

/**
 * The shared packages a script file holds, from its origin's manifest: one each, or
 * several in the shell's main.js (its singletons are eager, shared/build/federation.cjs).
 */
async function manifestIndex(origins: string[], certFile?: string): Promise<Map<string, string[]>> {
  const owner = new Map<string, string[]>();
  for (const origin of origins) {
    const answer = await benchGet(`${origin}/mf-manifest.json`, certFile);
    const manifest = answer?.status === 200 ? (JSON.parse(answer.body) as Manifest) : null;
    for (const shared of manifest?.shared ?? []) {
      // react-dom/client and react/jsx-runtime count as their package.
      const name = shared.name.replace(/\/(client|jsx-runtime)$/, '');
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const url = `${origin}/${file}`;
        owner.set(url, [...(owner.get(url) ?? []), name]);
      }
    }
  }
  return owner;
}

/** `certFile`: the certificate the portal is served with, if self-signed (bench/protocol.ts). */
export async function countDownloads(
  scriptUrls: string[],
  certFile?: string,
): Promise<DownloadCounts> {
  const unique = [...new Set(scriptUrls)];
  const origins = [...new Set(unique.map((u) => new URL(u).origin))];
  const owner = await manifestIndex(origins, certFile);
  const counts = Object.fromEntries(
    [...SINGLETONS, 'antd runtime'].map((k) => [k, 0]),
  ) as DownloadCounts;
  // A package split over two chunks (react-dom) is one download of it per origin.
  const seen = new Set<string>();
  for (const url of unique) {
    for (const name of owner.get(url.split('?')[0] as string) ?? []) {
      const key = `${new URL(url).origin} ${name}`;
      if (name in counts && !seen.has(key)) {
        seen.add(key);
        counts[name as keyof DownloadCounts] = (counts[name as keyof DownloadCounts] ?? 0) + 1;
      }
    }
    const body = (await benchGet(url, certFile))?.body ?? '';
    if (body.includes(ANTD_MARK)) counts['antd runtime'] = (counts['antd runtime'] ?? 0) + 1;
  }
  if (owner.size === 0) for (const name of SINGLETONS) counts[name] = null;
  return counts;
}
