import { SHELL_URL } from '../support/env';
import { startScripts } from '../support/index-html';
import { expect, test } from '../support/fixtures';

/**
 * What `npm start` serves, as a CDN would be told to cache it (issue 7 §4): the HTML,
 * entries and manifests revalidated on every load (no-cache), the content-hashed chunks
 * and the entries and manifests asked for by version immutable for a year, the remotes' files with CORS for the shell's origin.
 */
const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{8}\.js$/;

const remotePorts = ['SERVICE', 'DASHBOARD', 'QUALIFICATION', 'FEEDBACK', 'SCANNER'].map(
  (name, i) => Number(process.env[`PP_${name}_PORT`] || 8081 + i),
);

test.describe('cache headers of what npm start serves', { tag: '@desktop' }, () => {
  test('the shell: HTML, runtime config and entry revalidated; hashed chunks immutable', async ({
    request,
  }) => {
    for (const url of ['/', '/login', '/serviceList', '/remotes.json', '/main.js', '/sw.js']) {
      const response = await request.get(`${SHELL_URL}${url}`);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe(REVALIDATE);
    }
    const html = await (await request.get(`${SHELL_URL}/`)).text();
    const { main: entry, chunks } = startScripts(html);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const response = await request.get(`${SHELL_URL}${chunk}`);
      expect(response.headers()['cache-control'], chunk).toBe(IMMUTABLE);
    }
    expect((await request.get(`${SHELL_URL}/no-such-chunk.0123abcd.js`)).status()).toBe(404);
    // main.js keeps its name; index.html asks for it by the version of its bytes, which is
    // cached for good, and any other version is revalidated (shared/build/entry-version.cjs).
    expect(entry, 'index.html names main.js by its version').toBeTruthy();
    expect((await request.get(`${SHELL_URL}${entry}`)).headers()['cache-control']).toBe(IMMUTABLE);
    const stale = await request.get(`${SHELL_URL}/main.js?v=0123456789abcdef`);
    expect(stale.headers()['cache-control'], 'another version').toBe(REVALIDATE);
  });

  test("the shell's page names each remote's manifest and entry by version, and those are cached for good", async ({
    request,
  }) => {
    const html = await (await request.get(`${SHELL_URL}/home`)).text();
    const config = /window\.__PORTAL_RUNTIME__=(\{.*?\})<\/script>/.exec(html)?.[1];
    const { remotes } = JSON.parse(config ?? '{}') as {
      remotes: { name: string; entry: string; script?: string }[];
    };
    expect(remotes).toHaveLength(remotePorts.length);
    for (const remote of remotes) {
      expect(remote.entry, remote.name).toMatch(/\/mf-manifest\.json\?v=[0-9a-f]{16}$/);
      const manifestResponse = await request.get(remote.entry);
      expect(manifestResponse.headers()['cache-control'], remote.entry).toBe(IMMUTABLE);
      // The entry the manifest names, as the page's preload script is told.
      const manifest = (await manifestResponse.json()) as {
        metaData: { remoteEntry: { path: string; name: string } };
      };
      const { path, name } = manifest.metaData.remoteEntry;
      expect(name).toMatch(/^remoteEntry\.js\?v=[0-9a-f]{16}$/);
      expect(remote.script).toBe(new URL(`${path}${name}`, remote.entry).toString());
      const entry = await request.get(remote.script ?? '');
      expect(entry.headers()['cache-control'], name).toBe(IMMUTABLE);
      // By the plain name, the same bytes (revalidated: the previous test).
      const plain = await request.get(new URL('remoteEntry.js', remote.entry).toString());
      expect(await plain.body()).toEqual(await entry.body());
    }
  });

  test('every remote: entry and manifest revalidated, chunks immutable, CORS for the shell', async ({
    request,
  }) => {
    for (const port of remotePorts) {
      const origin = `http://localhost:${port}`;
      const headers = { Origin: SHELL_URL };
      const manifestResponse = await request.get(`${origin}/mf-manifest.json`, { headers });
      expect(manifestResponse.headers()['cache-control'], origin).toBe(REVALIDATE);
      expect(manifestResponse.headers()['access-control-allow-origin'], origin).toBe(SHELL_URL);
      const entry = await request.get(`${origin}/remoteEntry.js`, { headers });
      expect(entry.headers()['cache-control'], origin).toBe(REVALIDATE);
      expect(entry.headers()['access-control-allow-origin'], origin).toBe(SHELL_URL);
      // Every chunk the manifest names.
      const manifest = (await manifestResponse.json()) as {
        exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
      };
      const files = new Set(
        manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]),
      );
      expect(files.size, origin).toBeGreaterThan(0);
      for (const file of files) {
        const response = await request.get(`${origin}/${file}`, { headers });
        expect(response.status(), file).toBe(200);
        expect(response.headers()['cache-control'], file).toBe(
          HASHED.test(file) ? IMMUTABLE : REVALIDATE,
        );
        expect(response.headers()['access-control-allow-origin'], file).toBe(SHELL_URL);
      }
      // Another site gets no CORS grant.
      const foreign = await request.get(`${origin}/mf-manifest.json`, {
        headers: { Origin: 'http://evil.example' },
      });
      expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
    }
  });
});
