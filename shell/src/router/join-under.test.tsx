import { render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type RouteObject,
} from '@pest-portal/shared/router';
import { joinUnder } from './join-under';

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

function renderUnder(top: string, url: string) {
  const router = createMemoryRouter(
    [
      {
        // The shell's mount route is pathless; its placeholder is the splat under `top`.
        children: [
          ...joinUnder(remoteRoutes, top),
          { path: `${top}/*`, element: <p>nothing matched</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('joining a remote route tree under the shell’s mount route', () => {
  it.each([
    ['/serviceReport', 'service list'],
    ['/serviceReport/serviceDetail', 'service detail'],
    ['/serviceReport/reportPreview', 'preview'],
    ['/serviceReport/unknown', 'nothing matched'],
  ])('%s renders %s', async (url, text) => {
    renderUnder('/serviceReport', url);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('keeps only the routes of the mount’s own top-level path, absolute', async () => {
    expect(joinUnder(remoteRoutes, '/planDetail')).toEqual([
      { path: '/planDetail', element: <p>plan</p> },
    ]);
    renderUnder('/planDetail', '/planDetail');
    expect(await screen.findByText('plan')).toBeInTheDocument();
  });
});
