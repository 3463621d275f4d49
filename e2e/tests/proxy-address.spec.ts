import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The shell origin's API proxy tells the API who the browser is (scripts/api-proxy.cjs):
 * behind a TLS-terminating proxy listed in PP_TRUSTED_PROXIES, the browser's address that
 * proxy names; from anyone else, the caller's own address, whatever header it sends.
 */
import { expect, test } from '@playwright/test';

// The servers are CommonJS scripts (what npm start runs), not a package of ours.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStaticServer } = require('../../scripts/static-server.cjs') as {
  startStaticServer: (
    options: object,
  ) => Promise<{ close: () => Promise<void>; server: http.Server }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readSettings } = require('../../shared/build/settings.cjs') as {
  readSettings: (env: NodeJS.ProcessEnv) => object & { api: object };
};

function echoApi(): Promise<{ server: http.Server; port: number; seen: string[] }> {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(String(request.headers['x-forwarded-for'] ?? ''));
    response.setHeader('content-type', 'application/json');
    response.end('{"statusCode":200,"message":"ok","data":null}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, seen }),
    ),
  );
}

async function shellOver(apiPort: number, trusted: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-shell-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist/index.html'), '<html><head></head><body></body></html>');
  const settings = readSettings({
    PP_API_URL: `http://127.0.0.1:${apiPort}`,
    PP_TRUSTED_PROXIES: trusted,
  });
  const app = await startStaticServer({ dir, port: 0, isShell: true, settings });
  return { app, port: (app.server.address() as AddressInfo).port };
}

async function callThrough(port: number, forwardedFor: string): Promise<void> {
  await fetch(`http://127.0.0.1:${port}/api/customer/account/session`, {
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

test.describe(
  'the shell’s API proxy and the browser’s address (issue 9)',
  { tag: '@desktop' },
  () => {
    test('passes on the address a trusted proxy in front names', async () => {
      const api = await echoApi();
      // This test calls from loopback, so loopback plays the TLS terminator in front.
      const shell = await shellOver(api.port, '');
      try {
        await callThrough(shell.port, '203.0.113.7');
        expect(api.seen.at(-1)).toBe('203.0.113.7');
      } finally {
        await shell.app.close();
        api.server.close();
      }
    });

    test('believes only the hop next to a trusted proxy, not what a caller wrote before it', async () => {
      const api = await echoApi();
      const shell = await shellOver(api.port, '');
      try {
        // A caller that is not a proxy at all: it connects from loopback, yet claims a chain
        // through an untrusted hop; only the hop next to a trusted proxy counts.
        await callThrough(shell.port, '198.51.100.9, 192.0.2.44');
        expect(api.seen.at(-1)).toBe('192.0.2.44');
      } finally {
        await shell.app.close();
        api.server.close();
      }
    });
  },
);
