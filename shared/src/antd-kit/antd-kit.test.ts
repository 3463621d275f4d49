import path from 'node:path';
import { packageOf, WORKSPACE } from '../testing/workspace';
import { federationOptions, LOADED_ON_USE, PLATFORM } from '../../build/federation.cjs';
import * as base from './base';
import * as data from './data';
import * as date from './date';
import * as form from './form';
import * as media from './media';
import * as records from './records';

const KIT = [
  `${PLATFORM}/antd`,
  `${PLATFORM}/antd/data`,
  `${PLATFORM}/antd/form`,
  `${PLATFORM}/antd/media`,
  `${PLATFORM}/antd/date`,
  `${PLATFORM}/antd/records`,
];
const { version } = packageOf(path.join(WORKSPACE, 'shared'));

describe('the shared antd kit', () => {
  it('is six groups of components, each in one group only, each a component of antd', () => {
    const groups = [base, data, form, media, date, records];
    const names = groups.flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    for (const group of groups)
      for (const [name, component] of Object.entries(group))
        expect([name, typeof component]).not.toEqual([name, 'undefined']);
  });

  it('the shell provides every group from its file, lazily: a remote never meets a missing one', () => {
    const { shared } = federationOptions({
      dir: path.join(WORKSPACE, 'shell'),
      name: 'shell',
      eagerShared: true,
    });
    for (const key of KIT) {
      // The file the package exports under the key: what an app's import of it compiles.
      expect(shared[key]).toMatchObject({
        singleton: true,
        strictVersion: true,
        import: require.resolve(key),
      });
      expect(shared[key]?.eager).toBeUndefined();
    }
    expect(shared.dayjs).toMatchObject({ singleton: true });
    expect(shared.dayjs?.eager).toBeUndefined();
  });

  it('a remote provides only what it uses, under the platform version and range it was built for', () => {
    const dir = path.join(WORKSPACE, 'mfe-feedback');
    const range = packageOf(dir).dependencies[PLATFORM];
    const { shared } = federationOptions({ dir, name: 'feedback' });
    for (const key of KIT) {
      expect(shared[key]).toEqual({
        singleton: true,
        strictVersion: true,
        version,
        requiredVersion: range,
      });
      expect(shared[key]).toEqual(shared[PLATFORM]);
    }
  });

  it('no page needs a group to start: index.html preloads them with the pages that use them', () => {
    expect(LOADED_ON_USE).toEqual(expect.arrayContaining([...KIT, 'dayjs']));
    expect(LOADED_ON_USE).not.toContain(PLATFORM);
  });
});
