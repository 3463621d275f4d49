import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, login, sendLoginCode, useSessionStore } from '@pest-portal/shared';
import { renderAt, sessionInfo, setDevice } from '../test-utils/render';
import { LoginPage } from './login-page';

jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
  login: jest.fn(),
  sendLoginCode: jest.fn(),
  getBaseByDomain: jest.fn(() => new Promise(() => undefined)),
}));

const loginMock = jest.mocked(login);
const routes = () => [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>landed</p> },
];

async function fillAndSubmit(account: string, password: string) {
  await userEvent.type(screen.getByLabelText('账号'), account);
  await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signOut();
  setDevice('desktop');
});

describe('login', () => {
  it('lands on Rurl after login', async () => {
    loginMock.mockResolvedValue(sessionInfo());
    const { router } = renderAt(routes(), '/login?Rurl=%2Ffeedback%3Fpage%3D2');
    await fillAndSubmit('store_demo', 'Demo@2026');
    await screen.findByText('landed');
    expect(router.state.location.pathname + router.state.location.search).toBe('/feedback?page=2');
    expect(loginMock).toHaveBeenCalledWith(
      { loginType: 'password', account: 'store_demo', password: 'Demo@2026' },
      { quiet: true },
    );
    expect(localStorage.getItem('token')).toBe('t-123');
  });

  it('lands on /home without Rurl, and a headquarters account on /groupHome', async () => {
    loginMock.mockResolvedValueOnce(sessionInfo());
    const first = renderAt(routes(), '/login');
    await fillAndSubmit('store_demo', 'x');
    await screen.findByText('landed');
    expect(first.router.state.location.pathname).toBe('/home');
    first.unmount();

    loginMock.mockResolvedValueOnce(sessionInfo({ isHq: true }));
    const second = renderAt(routes(), '/login');
    await fillAndSubmit('hq_demo', 'x');
    await screen.findByText('landed');
    expect(second.router.state.location.pathname).toBe('/groupHome');
  });

  it('shows the API’s message in place and keeps what was typed', async () => {
    loginMock.mockRejectedValue(new ApiError('账号或密码错误', 400));
    renderAt(routes(), '/login');
    await fillAndSubmit('store_demo', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByLabelText('账号')).toHaveValue('store_demo');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong');
  });

  it('asks for the required fields', async () => {
    renderAt(routes(), '/login');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('sends an SMS code, counts down from resendAfter and logs in with the code', async () => {
    jest.mocked(sendLoginCode).mockResolvedValue({ resendAfter: 60 });
    loginMock.mockResolvedValue(sessionInfo());
    renderAt(routes(), '/login');
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(screen.getByLabelText('账号'), '13800000000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    expect(sendLoginCode).toHaveBeenCalledWith('13800000000', { quiet: true });
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText('landed');
    expect(loginMock).toHaveBeenCalledWith(
      { loginType: 'code', account: '13800000000', code: '123456' },
      { quiet: true },
    );
  });
});
