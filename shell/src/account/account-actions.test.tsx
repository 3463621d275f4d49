import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getWeChatBaseInfo, logout, unbindWeChat, useSessionStore } from '@pest-portal/shared';
import { renderAt, sessionInfo, setDevice } from '../test-utils/render';
import { BindRow } from './bind-row';
import { LogoutButton } from './logout-button';

jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
  logout: jest.fn(),
  unbindWeChat: jest.fn(),
  getWeChatBaseInfo: jest.fn(),
}));

const routes = [
  {
    path: '/page',
    element: (
      <>
        <LogoutButton />
        <BindRow />
      </>
    ),
  },
  { path: '*', element: <p>elsewhere</p> },
];

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn(sessionInfo({ wxAuth: 1 }));
  jest.mocked(getWeChatBaseInfo).mockResolvedValue({ openId: 'o-1', nickName: null });
});

describe('logout', () => {
  it('asks, ends the session even when the server call fails, and goes to the phone login', async () => {
    setDevice('mobile');
    jest.mocked(logout).mockRejectedValue(new Error('down'));
    const { router } = renderAt(routes, '/page');
    await userEvent.click(screen.getByRole('button', { name: /退出登录/ }));
    expect(await screen.findByText('此操作将退出系统，是否继续？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mlogin'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('bind row', () => {
  it('bound: confirms, unbinds and stores wxAuth 0', async () => {
    setDevice('mobile');
    jest.mocked(unbindWeChat).mockResolvedValue(null);
    renderAt(routes, '/page');
    await userEvent.click(await screen.findByRole('button', { name: /消息通知\s*已绑定/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('解绑成功！')).toBeInTheDocument();
    expect(localStorage.getItem('wxAuth')).toBe('0');
    expect(screen.getByRole('button', { name: /消息通知\s*未绑定/ })).toBeInTheDocument();
  });

  it('bound: says 解绑失败！ when unbinding fails', async () => {
    jest.mocked(unbindWeChat).mockRejectedValue(new Error('x'));
    renderAt(routes, '/page');
    await userEvent.click(await screen.findByRole('button', { name: /消息通知\s*已绑定/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('解绑失败！')).toBeInTheDocument();
    expect(localStorage.getItem('wxAuth')).toBe('1');
  });

  it('not bound: clears noAuth and goes home', async () => {
    jest.mocked(getWeChatBaseInfo).mockResolvedValue({ openId: null, nickName: null });
    useSessionStore.getState().setNoAuth(true);
    const { router } = renderAt(routes, '/page');
    await userEvent.click(await screen.findByRole('button', { name: /消息通知\s*未绑定/ }));
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('noAuth')).toBeNull();
  });
});
