// Unpacks the npm Chromium (@sparticuz/chromium: chrome-headless-shell, brotli-packed) and
// the libraries it may not find on a bare machine, then prints where they went as JSON.
// An ES module of its own because the package is ESM-only and Playwright reads its config
// synchronously (support/chromium.ts runs this with execFileSync).
import { createRequire } from 'node:module';
import path from 'node:path';
import chromium, { inflate } from '@sparticuz/chromium';

const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('@sparticuz/chromium')), '..', 'bin');
// Extracts chromium, its fonts folder (Open Sans and a fonts.conf) and SwiftShader.
const executablePath = await chromium.executablePath();
// NSS and expat built for a minimal Linux: used only where the system has none.
const libDir = path.join(await inflate(path.join(bin, 'al2023.tar.br')), 'lib');
process.stdout.write(JSON.stringify({ executablePath, libDir }));
