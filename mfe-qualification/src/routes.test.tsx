import { matchRoutes } from '@pest-portal/shared/router';
import { paths, routedPaths, sectionPaths } from '@pest-portal/shared';
import { routes } from './routes';

describe('the qualification routes', () => {
  it('cover exactly the paths of the qualification section', () => {
    expect(routedPaths(routes).sort()).toEqual([...sectionPaths('qualification')].sort());
  });

  it('mount /qualificationFile with a loader that starts the page query', () => {
    const matches = matchRoutes(routes, paths.qualificationFile.path);
    const page = matches?.at(-1)?.route;
    expect(page?.index).toBe(true);
    expect(typeof page?.loader).toBe('function');
  });
});
