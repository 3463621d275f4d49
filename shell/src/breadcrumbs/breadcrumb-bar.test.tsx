import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from '@pest-portal/shared/router';
import { useBreadcrumbStore } from '@pest-portal/shared';
import { renderAt } from '../test-utils/render';
import { BreadcrumbBar } from './breadcrumb-bar';
import { useBreadcrumbTracking } from './use-breadcrumb-tracking';

function Frame() {
  useBreadcrumbTracking();
  return (
    <>
      <BreadcrumbBar />
      <Link to="/serviceReport">list</Link>{' '}
      <Link to="/serviceReport/serviceDetail?id=3">detail</Link> <Link to="/home">home</Link>{' '}
      <Link to="/groupHome">group</Link>
      <Outlet />
    </>
  );
}

// The detail page stands for a remote's child route: titled by its handle (issue 7 §1).
const routes = [
  {
    element: <Frame />,
    children: [
      { path: '/serviceReport/serviceDetail', element: null, handle: { title: () => '服务详情' } },
      { path: '*', element: null },
    ],
  },
];

const compactRoutes = [{ path: '*', element: <BreadcrumbBar compact /> }];

beforeEach(() => {
  sessionStorage.clear();
  useBreadcrumbStore.setState({ trail: [], currentMenu: '' });
});

describe('breadcrumb bar (spec §2)', () => {
  it('follows the visits: sidebar page resets, a page appends with its query, home clears', async () => {
    renderAt(routes, '/home');
    const bar = () => screen.getByRole('navigation', { name: '当前位置' });
    // A data router with routes joined on navigation starts after its first match settles.
    expect(await screen.findByRole('navigation', { name: '当前位置' })).toHaveTextContent(
      '管理平台',
    );
    await userEvent.click(screen.getByText('list'));
    await userEvent.click(screen.getByText('detail'));
    // Navigations settle asynchronously (routes join on navigation): wait for each to land.
    await waitFor(() => expect(bar()).toHaveTextContent('管理平台/服务列表/服务详情'));
    expect(screen.getByRole('link', { name: '服务列表' })).toHaveAttribute(
      'href',
      '/serviceReport',
    );
    expect(JSON.parse(sessionStorage.getItem('breadcrumbData') ?? '[]')).toEqual([
      { path: '/serviceReport', title: '服务列表', titleKey: 'title.serviceReport' },
      { path: '/serviceReport/serviceDetail?id=3', title: '服务详情' },
    ]);
    expect(sessionStorage.getItem('currentMenu')).toBe('/serviceReport');
    await userEvent.click(screen.getByText('home'));
    await waitFor(() => expect(bar()).not.toHaveTextContent('服务列表'));
  });

  it('shows a crumb stored by another app by its text; relabels ours by key', async () => {
    useBreadcrumbStore.setState({
      trail: [
        { path: '/workList', title: 'Notifications', titleKey: 'title.workList' },
        { path: '/elsewhere', title: '别处页面' },
      ],
    });
    renderAt(routes, '/elsewhere');
    const bar = await screen.findByRole('navigation', { name: '当前位置' });
    expect(bar).toHaveTextContent('管理平台/消息通知/别处页面');
  });

  it('folds a deep trail on a phone into 「…」, its menu leading to the folded pages', async () => {
    useBreadcrumbStore.setState({
      trail: [
        { path: '/serviceReport', title: '服务列表', titleKey: 'title.serviceReport' },
        { path: '/serviceReport/serviceDetail?id=3', title: '服务详情' },
        { path: '/serviceReport/previewReport?id=3', title: '报告预览' },
        { path: '/elsewhere', title: '别处页面' },
      ],
    });
    renderAt(compactRoutes, '/elsewhere');
    const bar = await screen.findByRole('navigation', { name: '当前位置' });
    expect(bar).toHaveTextContent('管理平台/…/报告预览/别处页面');
    await userEvent.hover(screen.getByLabelText('更多页面'));
    expect(await screen.findByRole('link', { name: '服务列表' })).toHaveAttribute(
      'href',
      '/serviceReport',
    );
    expect(screen.getByRole('link', { name: '服务详情' })).toHaveAttribute(
      'href',
      '/serviceReport/serviceDetail?id=3',
    );
  });

  it('is disabled on /groupHome and /qualificationFile', async () => {
    renderAt(routes, '/groupHome');
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull();
  });
});
