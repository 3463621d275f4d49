import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATFORM_ENDPOINTS as P, STATUS, useSessionStore } from '@pest-portal/shared';
import { answer, apiDouble, failure } from '@pest-portal/shared/testing';
import { renderAt, sessionInfo, setDevice } from '../test-utils/render';
import { BindRow } from './bind-row';
import { LogoutButton } from './logout-button';

// The real calls through the real http client and codec; MSW answers as the API does.
const api = apiDouble();

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

/** What the messaging app says of the account: bound (an openId) or not. */
const baseInfo = (openId: string | null) =>
  answer(P.weChatBaseInfo, () => ({ openId, nickName: null }));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn(sessionInfo({ wxAuth: 1 }));
  api.use(baseInfo('o-1'));
});

describe('logout', () => {
  it('asks, ends the session even when the server call fails, and goes to the phone login', async () => {
    setDevice('mobile');
    const ended = answer(P.logout, () => failure(STATUS.SERVER_ERROR, '系统繁忙'));
    api.use(ended);
    const { router } = renderAt(routes, '/page');
    await userEvent.click(screen.getByRole('button', { name: /退出登录/ }));
    expect(await screen.findByText('此操作将退出系统，是否继续？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mlogin'));
    expect(ended.inputs).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    // Quiet: the server's failure is no news to someone who is leaving.
    expect(screen.queryByText('系统繁忙')).not.toBeInTheDocument();
  });
});

describe('bind row', () => {
  it('bound: confirms, unbinds and stores wxAuth 0', async () => {
    setDevice('mobile');
    const unbind = answer(P.weChatUnbind, () => null);
    api.use(unbind);
    renderAt(routes, '/page');
    await userEvent.click(await screen.findByRole('button', { name: /消息通知\s*已绑定/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('解绑成功！')).toBeInTheDocument();
    expect(unbind.inputs).toHaveLength(1);
    expect(localStorage.getItem('wxAuth')).toBe('0');
    expect(screen.getByRole('button', { name: /消息通知\s*未绑定/ })).toBeInTheDocument();
  });

  it('bound: says 解绑失败！ when unbinding fails', async () => {
    api.use(answer(P.weChatUnbind, () => failure(STATUS.SERVER_ERROR, '系统繁忙')));
    renderAt(routes, '/page');
    await userEvent.click(await screen.findByRole('button', { name: /消息通知\s*已绑定/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('解绑失败！')).toBeInTheDocument();
    expect(localStorage.getItem('wxAuth')).toBe('1');
  });

  it('not bound: clears noAuth and goes home', async () => {
    api.use(baseInfo(null));
    useSessionStore.getState().setNoAuth(true);
    const { router } = renderAt(routes, '/page');
    await userEvent.click(await screen.findByRole('button', { name: /消息通知\s*未绑定/ }));
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('noAuth')).toBeNull();
  });

  it('corrects a stale stored flag from what the messaging app says', async () => {
    api.use(baseInfo(null)); // stored as bound (wxAuth 1), unbound elsewhere since
    renderAt(routes, '/page');
    expect(await screen.findByRole('button', { name: /消息通知\s*未绑定/ })).toBeInTheDocument();
    expect(localStorage.getItem('wxAuth')).toBe('0');
  });
});
