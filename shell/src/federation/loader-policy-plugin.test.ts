import { init } from '@module-federation/enhanced/runtime';
import loaderPolicyPlugin, { createEntryScript } from './loader-policy-plugin';
import { hostRuntimeVersion } from './platform-compatibility';
import { setRemoteTimeout, takeRemoteFailure } from './remote-timeouts';

type Hooks = ReturnType<typeof loaderPolicyPlugin>;
type CreateScriptArgs = Parameters<NonNullable<Hooks['createScript']>>[0];
type ErrorArgs = Parameters<NonNullable<Hooks['errorLoadRemote']>>[0];
type RemoteInfoArg = NonNullable<CreateScriptArgs['remoteInfo']>;

const remoteInfo = (name: string) =>
  ({
    name,
    entry: `http://x/${name}/remoteEntry.js`,
    type: 'global',
    entryGlobalName: name,
    shareScope: 'default',
  }) as RemoteInfoArg;

beforeAll(() => {
  // The shell's federation runtime, as main.js starts it: its version is the one remotes
  // must have been built on.
  init({ name: 'shell', remotes: [] });
});

describe('loader policy runtime plugin', () => {
  const plugin = loaderPolicyPlugin();

  it('gives the remote entry script the remote’s own time-out instead of the runtime’s 20 s', () => {
    setRemoteTimeout('feedback', 120000);
    const result = plugin.createScript?.({
      url: 'http://x/feedback/remoteEntry.js',
      attrs: {},
      remoteInfo: remoteInfo('feedback'),
    });
    expect(result).toMatchObject({ timeout: 120000 });
    expect((result as { script: HTMLScriptElement }).script.src).toBe(
      'http://x/feedback/remoteEntry.js',
    );
  });

  it('leaves scripts of unknown remotes to the runtime', () => {
    expect(
      plugin.createScript?.({ url: 'http://x/a.js', attrs: {}, remoteInfo: remoteInfo('other') }),
    ).toBeUndefined();
    expect(plugin.fetch?.('http://x/m.json', {}, remoteInfo('other'))).toBeUndefined();
  });

  it("refuses a manifest built on another federation runtime than the shell's, before its entry runs", async () => {
    type SnapshotArgs = Parameters<NonNullable<Hooks['loadRemoteSnapshot']>>[0];
    const read = (manifestJson: unknown) =>
      plugin.loadRemoteSnapshot?.({ manifestJson, from: 'manifest' } as unknown as SnapshotArgs);
    await expect(async () => read({ metaData: { pluginVersion: '2.8.0' } })).rejects.toThrow(
      `Built on federation runtime 2.8.0; this shell runs ${hostRuntimeVersion()}`,
    );
    // The same version, or a manifest that does not say, goes on to the runtime.
    const same = { manifestJson: { metaData: { pluginVersion: hostRuntimeVersion() } } };
    expect(await read(same.manifestJson)).toMatchObject(same);
    const silent = { manifestJson: { metaData: {} } };
    expect(await read(silent.manifestJson)).toMatchObject(silent);
  });

  it('copies the attributes the runtime asked for', () => {
    const script = createEntryScript('http://x/e.js', {
      type: 'module',
      crossorigin: 'anonymous',
      async: true,
    });
    expect(script.type).toBe('module');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.async).toBe(true);
  });

  it('remembers a failure so the next attempt re-registers the remote', async () => {
    const args = {
      id: 'feedback/routes',
      error: new Error('boom'),
      from: 'runtime',
      lifecycle: 'onLoad',
      remote: remoteInfo('feedback'),
    } as unknown as ErrorArgs;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await plugin.errorLoadRemote?.(args)).toBeUndefined();
    expect(takeRemoteFailure('feedback')).toBe(true);
    expect(takeRemoteFailure('feedback')).toBe(false);
  });
});
