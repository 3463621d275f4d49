import path from 'node:path';
import { platformShareOf, WORKSPACE } from '../testing/workspace';
import { federationOptions, LOADED_ON_USE, PLATFORM } from '../../build/federation.cjs';
import * as core from '../index';
import { queryClient } from './index';

const KEY = `${PLATFORM}/query`;

describe('the query kit (shared 5.0.0)', () => {
  it('holds the query client, which the core no longer carries', () => {
    expect(queryClient.getDefaultOptions().queries).toMatchObject({ retry: false });
    expect(core).not.toHaveProperty('queryClient');
    expect(core).not.toHaveProperty('mountStandalone');
    expect(core.REFERENCE_STALE_TIME).toBe(Infinity);
  });

  it('the shell provides it and react-query from its own copies, lazily: not in main.js', () => {
    const { shared } = federationOptions({
      dir: path.join(WORKSPACE, 'shell'),
      name: 'shell',
      eagerShared: true,
    });
    expect(shared[KEY]).toMatchObject({
      singleton: true,
      strictVersion: true,
      import: require.resolve(KEY),
    });
    expect(shared[KEY]?.eager).toBeUndefined();
    expect(shared['@tanstack/react-query']).toMatchObject({ singleton: true });
    expect(shared['@tanstack/react-query']?.eager).toBeUndefined();
    expect(LOADED_ON_USE).toEqual(expect.arrayContaining([KEY, '@tanstack/react-query']));
    // The core stays in main.js, with every page's singletons.
    expect(shared[PLATFORM]?.eager).toBe(true);
  });

  it('a remote asks for it under the platform version and range it was built for', () => {
    const dir = path.join(WORKSPACE, 'mfe-service');
    const { shared } = federationOptions({ dir, name: 'service' });
    expect(shared[KEY]).toEqual(platformShareOf('mfe-service'));
  });
});
