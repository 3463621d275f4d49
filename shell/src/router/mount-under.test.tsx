import { render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { mountUnder } from './mount-under';

// A remote's ./routes as DESIGN.md §2 has it: absolute top-level paths, relative children.
const remoteRoutes: RouteObject[] = [
  {
    path: '/serviceReport',
    children: [
      { index: true, element: <p>service list</p> },
      { path: 'serviceDetail', element: <p>service detail</p> },
    ],
  },
  { path: '/planDetail', element: <p>plan</p> },
  {
    element: (
      <section>
        <Outlet />
      </section>
    ),
    children: [{ path: '/serviceReport/reportPreview', element: <p>preview</p> }],
  },
];

function Area({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes) ?? <p>nothing matched</p>;
}

function renderUnder(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(
    [{ path: '/serviceReport/*', element: <Area routes={routes} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('mounting a remote route tree under /x/*', () => {
  it('is needed: react-router matches nothing for an absolute top-level path in a descendant routes context', () => {
    renderUnder(remoteRoutes, '/serviceReport');
    expect(screen.getByText('nothing matched')).toBeInTheDocument();
  });

  it.each([
    ['/serviceReport', 'service list'],
    ['/serviceReport/serviceDetail', 'service detail'],
    ['/serviceReport/reportPreview', 'preview'],
    ['/serviceReport/unknown', 'nothing matched'],
  ])('with the prefix stripped, %s renders %s', (url, text) => {
    renderUnder(mountUnder(remoteRoutes, '/serviceReport'), url);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('leaves the remote’s other top-level paths to their own mount points', () => {
    const mounted = mountUnder(remoteRoutes, '/planDetail');
    expect(mounted).toEqual([{ path: '/', element: <p>plan</p> }]);
  });
});
