import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRoutes, type RouteObject } from 'react-router-dom';

const remote: RouteObject[] = [
  { path: process.env.P ?? '/feedback', children: [{ index: true, element: <p>list</p> }, { path: 'records', element: <p>records</p> }] },
];
function Area() {
  return useRoutes(remote);
}
it.each(['/feedback', '/feedback/records'])('%s', (url) => {
  const router = createMemoryRouter([{ path: '/feedback/*', element: <Area /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  screen.debug();
});
