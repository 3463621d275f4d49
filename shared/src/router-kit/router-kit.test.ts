import path from 'node:path';
import { platformShareOf, WORKSPACE } from '../testing/workspace';
import { federationOptions, LOADED_ON_USE, PLATFORM } from '../../build/federation.cjs';
import * as kit from './index';

const KEY = `${PLATFORM}/router`;

describe('the shared router kit', () => {
  it('holds only react-router-dom’s own values', () => {
    const router = jest.requireActual<Record<string, unknown>>('react-router-dom');
    for (const [name, value] of Object.entries(kit))
      expect([name, value]).toEqual([name, router[name]]);
  });

  it('replaces react-router-dom as the singleton: the shell provides it from its file, eagerly, for main.js', () => {
    const { shared } = federationOptions({
      dir: path.join(WORKSPACE, 'shell'),
      name: 'shell',
      eagerShared: true,
    });
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared[KEY]).toMatchObject({
      singleton: true,
      strictVersion: true,
      eager: true,
      import: require.resolve(KEY),
    });
    expect(LOADED_ON_USE).not.toContain(KEY);
  });

  it('a remote asks for it under the platform version and range it was built for', () => {
    const dir = path.join(WORKSPACE, 'mfe-feedback');
    const { shared } = federationOptions({ dir, name: 'feedback' });
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared[KEY]).toEqual(platformShareOf('mfe-feedback'));
  });
});
