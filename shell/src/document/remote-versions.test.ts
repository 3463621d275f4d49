/** @jest-environment node */
// The shell's server names each remote in index.html by its manifest's version
// (scripts/remote-versions.cjs); the browser tests see the names, these the edge cases:
// a 304, a remote that fails or is slow, and pages served while a check is under way.
import { createRemoteVersions, versionOf } from '../../../scripts/remote-versions.cjs';

const ENTRY = 'https://dashboard.example/mf-manifest.json';
const manifest = (name: string, publicPath = 'auto') =>
  Buffer.from(JSON.stringify({ metaData: { publicPath, remoteEntry: { path: '', name } } }));

/**
 * A remote's origin: answers each check with the next of `answers`, and records the
 * If-None-Match each check sent.
 */
function origin(answers: ((init?: { signal?: AbortSignal }) => Promise<Response>)[]) {
  const calls: { ifNoneMatch?: string }[] = [];
  const fetchImpl = ((
    _url: string,
    init?: { headers?: Record<string, string>; signal?: AbortSignal },
  ) => {
    calls.push({ ifNoneMatch: init?.headers?.['If-None-Match'] });
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next(init);
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const ok =
  (body: Buffer, etag = '"a"') =>
  () =>
    Promise.resolve(new Response(new Uint8Array(body), { status: 200, headers: { etag } }));
const status = (code: number) => () => Promise.resolve(new Response(null, { status: code }));
const remotes = [{ name: 'dashboard', entry: ENTRY }];

describe('the remotes named by version', () => {
  it("names the manifest by its bytes' hash and the entry it names, and keeps its text", () => {
    const bytes = manifest('remoteEntry.js?v=123');
    const named = versionOf(ENTRY, bytes);
    expect(named).toEqual({
      entry: expect.stringMatching(
        /^https:\/\/dashboard\.example\/mf-manifest\.json\?v=[0-9a-f]{16}$/,
      ),
      script: 'https://dashboard.example/remoteEntry.js?v=123',
      // For the page to carry (shared/build/runtime-config.cjs): the very bytes named.
      manifest: bytes.toString('utf8'),
    });
    // Other bytes, another version; the same bytes, the same.
    expect(versionOf(ENTRY, manifest('remoteEntry.js?v=124'))?.entry).not.toBe(named?.entry);
    expect(versionOf(ENTRY, manifest('remoteEntry.js?v=123'))?.entry).toBe(named?.entry);
    // A publicPath of its own: the entry is there, not beside the manifest.
    expect(versionOf(ENTRY, manifest('remoteEntry.js', 'https://cdn.example/d/'))?.script).toBe(
      'https://cdn.example/d/remoteEntry.js',
    );
    expect(versionOf(ENTRY, Buffer.from('<html>'))).toBeNull();
    expect(versionOf(ENTRY, Buffer.from('{"metaData":{}}'))).toBeNull();
  });

  it('asks again with the etag and keeps the version on a 304', async () => {
    const bytes = manifest('remoteEntry.js');
    const { calls, fetchImpl } = origin([ok(bytes, '"v1"'), status(304)]);
    const versions = createRemoteVersions(remotes, { fetchImpl, waitMs: 1000 });
    const first = await versions.current();
    const second = await versions.current();
    expect(second.get('dashboard')).toEqual(first.get('dashboard'));
    expect(first.get('dashboard')).toEqual(versionOf(ENTRY, bytes));
    expect(calls.map((c) => c.ifNoneMatch)).toEqual([undefined, '"v1"']);
  });

  it('names a remote that fails or answers something else by its plain URL, forgetting its version', async () => {
    const { fetchImpl } = origin([
      ok(manifest('remoteEntry.js')),
      status(502),
      // A 304 after a failure: the version was forgotten, nothing is kept.
      status(304),
      ok(Buffer.from('<html>not a manifest</html>')),
      () => Promise.reject(new Error('ECONNREFUSED')),
    ]);
    const versions = createRemoteVersions(remotes, { fetchImpl, waitMs: 1000 });
    expect((await versions.current()).has('dashboard')).toBe(true);
    for (let i = 0; i < 4; i++) expect((await versions.current()).has('dashboard')).toBe(false);
  });

  it('lets a page wait only so long; the check goes on for the next page, asked once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const slow = () => new Promise<Response>((resolve) => (answer = resolve));
    const { calls, fetchImpl } = origin([slow]);
    const versions = createRemoteVersions(remotes, { fetchImpl, waitMs: 20, firstWaitMs: 20 });
    // Served without the slow remote's version (its plain URL), not held for it.
    expect((await versions.current()).size).toBe(0);
    // Another page meanwhile shares the check under way.
    const next = versions.current();
    answer(new Response(new Uint8Array(manifest('remoteEntry.js')), { status: 200 }));
    expect((await next).has('dashboard')).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('waits longer for a remote it has no version of yet than for one it has', async () => {
    const later = (ms: number, answer: () => Promise<Response>) => () =>
      new Promise<Response>((resolve) => setTimeout(resolve, ms)).then(answer);
    const bytes = manifest('remoteEntry.js');
    const { fetchImpl } = origin([later(100, ok(bytes)), later(100, status(304))]);
    const versions = createRemoteVersions(remotes, { fetchImpl, waitMs: 20, firstWaitMs: 1000 });
    // The first answer (a new connection) is waited for past waitMs...
    expect((await versions.current()).has('dashboard')).toBe(true);
    // ...a later one, for a remote known already, is not.
    expect((await versions.current()).has('dashboard')).toBe(false);
  });

  it('waits only waitMs for a remote whose last check ran out of time', async () => {
    // The first check hangs until it runs out of time; the second never answers.
    const hanging = (init?: { signal?: AbortSignal }) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const never = () => new Promise<Response>(() => undefined);
    const { calls, fetchImpl } = origin([hanging, never]);
    const versions = createRemoteVersions(remotes, {
      fetchImpl,
      waitMs: 20,
      firstWaitMs: 1000,
      checkMs: 50,
    });
    const started = Date.now();
    // Held for the first check, which runs out of time at 50 ms.
    expect((await versions.current()).size).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const again = Date.now();
    expect((await versions.current()).size).toBe(0);
    // The remote that hung is not waited for its firstWaitMs again.
    expect(Date.now() - again).toBeLessThan(500);
    expect(again - started).toBeLessThan(500);
    expect(calls).toHaveLength(2);
  });

  it('checks only remotes named by a manifest', async () => {
    const { calls, fetchImpl } = origin([]);
    const versions = createRemoteVersions(
      [{ name: 'scanner', entry: 'https://scanner.example/remoteEntry.js' }],
      { fetchImpl },
    );
    expect((await versions.current()).size).toBe(0);
    expect(calls).toEqual([]);
  });
});
