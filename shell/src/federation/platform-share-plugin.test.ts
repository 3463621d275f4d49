import { platformShare, HOST } from './platform-share-plugin';

type Args = Parameters<typeof platformShare>[0];

/** A share scope where the shell and a remote registered a key, neither loaded yet. */
function argsFor(pkgName: string, requiredVersion: string, registered: Record<string, string>) {
  const versions = Object.fromEntries(
    Object.entries(registered).map(([version, from]) => [version, { version, from }]),
  );
  const highest = Object.keys(registered).sort().pop() ?? '';
  return {
    shareScopeMap: { default: { [pkgName]: versions } },
    scope: 'default',
    pkgName,
    version: highest,
    shareInfo: {
      from: 'service',
      shareConfig: { singleton: true, strictVersion: true, requiredVersion },
    },
    // The runtime's own choice: the highest version registered.
    resolver: () => ({ shared: versions[highest], useTreesShaking: false }),
  } as unknown as Args;
}

describe('the platform share (runtime plugin)', () => {
  it('answers with the shell’s copy of a kit group, not a newer remote’s not yet loaded', () => {
    const args = argsFor('@pest-portal/shared/antd/data', '^1.2.0', {
      '1.2.0': HOST,
      '1.3.0': 'feedback',
    });
    expect(args.resolver()?.shared.from).toBe('feedback');
    expect(platformShare(args).resolver()?.shared).toMatchObject({ from: HOST, version: '1.2.0' });
  });

  it('refuses a consumer whose range the shell’s version does not satisfy', () => {
    const args = argsFor('@pest-portal/shared/antd', '^2.0.0', {
      '1.2.0': HOST,
      '2.0.0': 'feedback',
    });
    expect(() => platformShare(args).resolver()).toThrow(/does not satisfy .* \^2\.0\.0/);
  });

  it('leaves other modules, and a page without the shell (a remote alone), to the runtime', () => {
    const dayjs = argsFor('dayjs', '^1.11.0', { '1.11.0': HOST, '1.11.9': 'feedback' });
    expect(platformShare(dayjs)).toBe(dayjs);
    const alone = argsFor('@pest-portal/shared/antd', '^1.2.0', { '1.2.0': 'feedback' });
    expect(platformShare(alone)).toBe(alone);
  });

  it('knows the shell by the container name its build gives it', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS build config
    const config = require('../../webpack.config.cjs') as { app: { name: string } };
    expect(config.app.name).toBe(HOST);
  });
});
