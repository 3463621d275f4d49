import { version } from '@pest-portal/shared/package.json';
import { platformIncompatibility } from './platform-compatibility';

const manifestOf = (requiredVersion: string) => ({
  id: 'feedback',
  name: 'feedback',
  shared: [
    { id: 'feedback:react', name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
    { id: 'feedback:@pest-portal/shared', name: '@pest-portal/shared', requiredVersion },
  ],
});

const answer = (body: unknown, status = 200) =>
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status }) as never);

beforeAll(() => {
  // jsdom has no fetch of its own; the tests answer every call.
  globalThis.fetch ??= (() => Promise.reject(new Error('no network in tests'))) as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

describe('platformIncompatibility', () => {
  it('names both versions when the remote needs a core this shell does not provide', async () => {
    answer(manifestOf('^2.0.0'));
    await expect(platformIncompatibility('http://r/mf-manifest.json', '1.1.0')).resolves.toEqual({
      kind: 'platform',
      required: '^2.0.0',
      provided: '1.1.0',
    });
  });

  it('accepts a remote built for an older core of the same major version', async () => {
    answer(manifestOf('^1.0.0'));
    await expect(platformIncompatibility('http://r/mf-manifest.json', '1.1.0')).resolves.toBeNull();
  });

  it('compares with the core version of this build by default', async () => {
    answer(manifestOf(`^${version}`));
    await expect(platformIncompatibility('http://r/mf-manifest.json')).resolves.toBeNull();
    answer(manifestOf('^99.0.0'));
    await expect(platformIncompatibility('http://r/mf-manifest.json')).resolves.toEqual({
      kind: 'platform',
      required: '^99.0.0',
      provided: version,
    });
  });

  it('names the federation runtime a remote was built on when it is not the one this shell runs', async () => {
    answer({ ...manifestOf(`^${version}`), metaData: { pluginVersion: '2.8.0' } });
    await expect(
      platformIncompatibility('http://r/mf-manifest.json', version, '2.9.2'),
    ).resolves.toEqual({ kind: 'runtime', required: '2.8.0', provided: '2.9.2' });
    answer({ ...manifestOf(`^${version}`), metaData: { pluginVersion: '2.9.2' } });
    await expect(
      platformIncompatibility('http://r/mf-manifest.json', version, '2.9.2'),
    ).resolves.toBeNull();
  });

  it('says nothing when the manifest cannot be read: the failure stays an ordinary one', async () => {
    answer({}, 404);
    await expect(platformIncompatibility('http://r/mf-manifest.json', '1.1.0')).resolves.toBeNull();
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(platformIncompatibility('http://r/mf-manifest.json', '1.1.0')).resolves.toBeNull();
  });
});
