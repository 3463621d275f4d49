import { forgetFailedLoads } from './retry-failed-share';

type Args = Parameters<typeof forgetFailedLoads>[0];
interface Entry {
  loading?: Promise<unknown> | null;
  loaded?: boolean;
}

/** One key registered in the default scope, at one version, as the runtime keeps it. */
function argsFor(entry: Entry): Args {
  const shareScopeMap = { default: { '@pest-portal/shared/antd/date': { '3.1.0': entry } } };
  return {
    pkgName: '@pest-portal/shared/antd/date',
    shared: {},
    origin: { shareScopeMap },
  } as unknown as Args;
}

/** Lets the promise jobs queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a shared module whose download failed (runtime plugin)', () => {
  it('is downloaded again when asked for next: its failed load is forgotten first', async () => {
    const failed = Promise.reject(new Error('Loading chunk 946 failed.'));
    failed.catch(() => undefined);
    const entry: Entry = { loading: failed, loaded: false };
    const args = argsFor(entry);
    expect(forgetFailedLoads(args)).toBe(args);
    // The runtime reads `loading` after the hook's promise: by then it is gone.
    await Promise.resolve();
    expect(entry.loading).toBeNull();
  });

  it('keeps a load under way, and forgets it only if it fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const underWay = new Promise((_resolve, reject) => (fail = reject));
    underWay.catch(() => undefined);
    const entry: Entry = { loading: underWay };
    forgetFailedLoads(argsFor(entry));
    await settle();
    expect(entry.loading).toBe(underWay);
    fail(new Error('timeout'));
    await settle();
    expect(entry.loading).toBeNull();
  });

  it('keeps a load that succeeded', async () => {
    const done = Promise.resolve(() => ({}));
    const entry: Entry = { loading: done, loaded: false };
    forgetFailedLoads(argsFor(entry));
    await settle();
    expect(entry.loading).toBe(done);
  });
});
