import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's Chromium, preferred when present. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ChromiumLaunch {
  /** 'system' (Debian's) or 'npm' (@sparticuz/chromium). */
  source: 'system' | 'npm';
  executablePath: string;
  args: string[];
  /** The browser's environment: the npm build gets its own fonts and fallback libraries. */
  env?: Record<string, string>;
}

interface Unpacked {
  executablePath: string;
  libDir: string;
}

/**
 * A fontconfig file naming only fonts from npm: the Open Sans the Chromium package brings
 * and Noto Sans SC (@expo-google-fonts/noto-sans-sc, the report font), so Chinese text
 * renders on a machine without fonts-noto-cjk, and a run forced onto npm proves it (the
 * system's fonts are not listed).
 */
function writeFontConfig(): string {
  const noto = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
  const folder = path.join(os.tmpdir(), 'pp-chromium-fonts');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'fonts.conf');
  const dirs = [
    path.join(os.tmpdir(), 'fonts'),
    path.join(noto, '400Regular'),
    path.join(noto, '700Bold'),
  ];
  fs.writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      ...dirs.map((d) => `  <dir>${d}</dir>`),
      `  <cachedir>${path.join(folder, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return file;
}

function unpackNpmChromium(): Unpacked {
  const cached = process.env.PP_CHROMIUM_UNPACKED;
  if (cached) return JSON.parse(cached) as Unpacked;
  const out = execFileSync(process.execPath, [path.join(__dirname, 'unpack-chromium.mjs')], {
    encoding: 'utf8',
  });
  // Playwright reads its config in the runner and again in every worker: the workers
  // inherit this and skip the unpacking.
  process.env.PP_CHROMIUM_UNPACKED = out;
  return JSON.parse(out) as Unpacked;
}

/**
 * The Chromium the browser suites and the benchmark launch: Debian's /usr/bin/chromium
 * when present, else the npm package's (so `npm install && npm test` needs no system
 * browser). PP_CHROMIUM=npm or =system forces one.
 */
export function chromiumLaunch(): ChromiumLaunch {
  const wanted = process.env.PP_CHROMIUM ?? '';
  if (!['', 'npm', 'system'].includes(wanted))
    throw new Error(`Setting PP_CHROMIUM must be "npm" or "system", got "${wanted}".`);
  const useSystem = wanted === 'system' || (wanted === '' && fs.existsSync(SYSTEM_CHROMIUM));
  if (useSystem) return { source: 'system', executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS };
  const { executablePath, libDir } = unpackNpmChromium();
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  env.FONTCONFIG_FILE = writeFontConfig();
  // The system's libraries first; the bundled NSS only where the system has none.
  env.LD_LIBRARY_PATH = [process.env.LD_LIBRARY_PATH, libDir].filter(Boolean).join(':');
  return { source: 'npm', executablePath, args: CHROMIUM_ARGS, env };
}
