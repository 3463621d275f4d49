import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@pest-portal/shared';
import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { answer, apiDouble, failure } from '@pest-portal/shared/testing';
import { renderAt, sessionInfo, setDevice } from '../test-utils/render';
import { ChangePasswordLink } from './change-password-link';

// The real call through the real http client; MSW answers as the API does.
const api = apiDouble();

const routes = [
  { path: '/home', element: <ChangePasswordLink /> },
  { path: '/login', element: <p>login page</p> },
];

beforeEach(() => {
  localStorage.clear();
  setDevice('desktop');
  useSessionStore.getState().signIn(sessionInfo());
});

async function openAndFill() {
  await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
  await userEvent.type(await screen.findByLabelText('旧密码'), 'old');
  await userEvent.type(screen.getByLabelText('新密码'), 'new1');
  await userEvent.type(screen.getByLabelText('确认密码'), 'new2');
}

describe('change-password dialog', () => {
  it('sends the three fields as entered; a refusal keeps the dialog and the values', async () => {
    const update = answer(ENDPOINTS.updatePassword, () =>
      failure(STATUS.VALIDATION, '两次输入的密码不一致'),
    );
    api.use(update);
    renderAt(routes, '/home');
    await openAndFill();
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await screen.findByText('两次输入的密码不一致');
    expect(update.inputs).toEqual([
      { oldPassword: 'old', newPassword: 'new1', confirmPassword: 'new2' },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('确认密码')).toHaveValue('new2');
  });

  it('on success closes, logs out and goes to the login page', async () => {
    api.use(answer(ENDPOINTS.updatePassword, () => null));
    const { router } = renderAt(routes, '/home');
    await openAndFill();
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByText('密码修改成功，请重新登录')).toBeInTheDocument());
  });
});
