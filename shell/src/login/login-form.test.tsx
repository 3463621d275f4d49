import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@pest-portal/shared';
import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { answer, apiDouble, failure } from '@pest-portal/shared/testing';
import { renderAt, sessionInfo, setDevice } from '../test-utils/render';
import { LoginPage } from './login-page';

// The real calls through the real http client; MSW answers as the API does. Branding is
// left unanswered (the page keeps its default brand), as on a slow network.
const api = apiDouble();
beforeEach(() => api.use(answer(ENDPOINTS.getBaseByDomain, () => new Promise(() => undefined))));
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
    const login = answer(ENDPOINTS.login, () => sessionInfo());
    api.use(login);
    const { router } = renderAt(routes(), '/login?Rurl=%2Ffeedback%3Fpage%3D2');
    await fillAndSubmit('store_demo', 'Demo@2026');
    await screen.findByText('landed');
    expect(router.state.location.pathname + router.state.location.search).toBe('/feedback?page=2');
    expect(login.inputs).toEqual([
      { loginType: 'password', account: 'store_demo', password: 'Demo@2026' },
    ]);
    expect(localStorage.getItem('token')).toBe('t-123');
  });

  it('lands on /home without Rurl, and a headquarters account on /groupHome', async () => {
    api.use(answer(ENDPOINTS.login, () => sessionInfo()));
    const first = renderAt(routes(), '/login');
    await fillAndSubmit('store_demo', 'x');
    await screen.findByText('landed');
    expect(first.router.state.location.pathname).toBe('/home');
    first.unmount();

    api.use(answer(ENDPOINTS.login, () => sessionInfo({ isHq: true })));
    const second = renderAt(routes(), '/login');
    await fillAndSubmit('hq_demo', 'x');
    await screen.findByText('landed');
    expect(second.router.state.location.pathname).toBe('/groupHome');
  });

  it('shows the API’s message in place and keeps what was typed', async () => {
    api.use(answer(ENDPOINTS.login, () => failure(STATUS.VALIDATION, '账号或密码错误')));
    renderAt(routes(), '/login');
    await fillAndSubmit('store_demo', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByLabelText('账号')).toHaveValue('store_demo');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong');
  });

  it('asks for the required fields', async () => {
    const login = answer(ENDPOINTS.login, () => sessionInfo());
    api.use(login);
    renderAt(routes(), '/login');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(login.inputs).toEqual([]);
  });

  it('clears a field’s message once it is filled, and keeps the account across tabs', async () => {
    renderAt(routes(), '/login');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('账号'), 'store_demo');
    expect(screen.queryByText('请输入账号')).toBeNull();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('账号')).toHaveValue('store_demo');
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(screen.getByLabelText('账号')).toHaveValue('store_demo');
  });

  it('shows and hides the password', async () => {
    renderAt(routes(), '/login');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026');
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('密码')).toHaveValue('Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
  });

  it('sends an SMS code, counts down from resendAfter and logs in with the code', async () => {
    const sendCode = answer(ENDPOINTS.sendLoginCode, () => ({ resendAfter: 60 }));
    const login = answer(ENDPOINTS.login, () => sessionInfo());
    api.use(sendCode, login);
    renderAt(routes(), '/login');
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await userEvent.type(screen.getByLabelText('账号'), '13800000000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('验证码已发送');
    expect(sendCode.inputs).toEqual([{ account: '13800000000' }]);
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText('landed');
    expect(login.inputs).toEqual([{ loginType: 'code', account: '13800000000', code: '123456' }]);
  });
});
