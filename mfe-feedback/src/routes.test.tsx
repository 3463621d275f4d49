import { matchRoutes } from 'react-router-dom';
import { paths } from '@pest-portal/shared';
import { routes } from './routes';

describe('the feedback routes', () => {
  it('cover exactly the paths of the feedback section', () => {
    const owned = Object.values(paths)
      .filter((p) => p.section === 'feedback')
      .map((p) => p.path);
    expect(routes.map((r) => r.path)).toEqual(owned);
    for (const path of owned) expect(matchRoutes(routes, path)).not.toBeNull();
  });
});
