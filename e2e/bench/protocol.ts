import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { BENCH_SINGLE_PORTS, chromiumLaunch, SHELL_URL } from '../support/env';
import type { ChromiumLaunch } from '../support/chromium';
import { testCertificate } from '../support/tls';

/**
 * How the benchmark serves the portal. By default over https, where browsers speak HTTP/2,
 * as a deployment does (README: Security and production; WeChat opens https pages only):
 * the static servers' own TLS (PP_TLS_CERT, PP_TLS_KEY) with a self-signed certificate the
 * browser is told to trust. PP_BENCH_PROTOCOL=http1 serves plain http, as runs before
 * 2026-11-27 did: HTTP/1.1's six connections per origin then queue a page's data calls
 * behind its chunks.
 */
export type BenchProtocol = 'h2' | 'http1';

const wanted = process.env.PP_BENCH_PROTOCOL || 'h2';
if (wanted !== 'h2' && wanted !== 'http1')
  throw new Error(`Setting PP_BENCH_PROTOCOL must be h2 or http1, got "${wanted}".`);
export const PROTOCOL: BenchProtocol = wanted;

/** The shell's address as the benchmark serves it. */
export const BENCH_SHELL_URL =
  PROTOCOL === 'h2' ? SHELL_URL.replace(/^http:/, 'https:') : SHELL_URL;

/** The single bundle's shell, as the benchmark serves it (its ports: BENCH_SINGLE_PORTS). */
export const BENCH_SINGLE_URL = `${PROTOCOL === 'h2' ? 'https' : 'http'}://localhost:${BENCH_SINGLE_PORTS.shell}`;

/** The single bundle's API at its own address (plain http on loopback), for the run's own calls. */
export const BENCH_SINGLE_API_URL = `http://127.0.0.1:${BENCH_SINGLE_PORTS.api}`;

/** Kept between runs: a portal started by hand for bench/waterfall.ts serves the same one. */
export const CERT_DIR = path.join(os.tmpdir(), 'pp-bench-tls');

export interface BenchServing {
  /** The portal's environment (scripts/start.cjs). */
  serverEnv: Record<string, string>;
  /** The certificate's PEM file, which the benchmark's own checks trust, if any. */
  certFile?: string;
  launch: ChromiumLaunch;
}

export async function benchServing(): Promise<BenchServing> {
  const launch = chromiumLaunch();
  if (PROTOCOL === 'http1') return { serverEnv: {}, launch };
  const cert = await testCertificate(CERT_DIR);
  return {
    serverEnv: { PP_TLS_CERT: cert.certFile, PP_TLS_KEY: cert.keyFile },
    certFile: cert.certFile,
    launch: { ...launch, args: [...launch.args, cert.chromiumFlag] },
  };
}

/**
 * GET `url` as the benchmark's own checks do: trusting `certFile` (the benchmark's
 * self-signed certificate) besides the public roots, which Node's fetch cannot be told to.
 * null when it cannot be had.
 */
export function benchGet(
  url: string,
  certFile?: string,
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const ca = certFile ? [...tls.rootCertificates, fs.readFileSync(certFile, 'utf8')] : undefined;
    const get = url.startsWith('https:') ? https.get : http.get;
    const request = get(url, { ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', () => resolve(null));
    });
    request.on('error', () => resolve(null));
  });
}
