import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, updatePassword, useSessionStore } from '@pest-portal/shared';
import { renderAt, sessionInfo, setDevice } from '../test-utils/render';
import { ChangePasswordLink } from './change-password-link';

jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
  updatePassword: jest.fn(),
}));

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
    jest.mocked(updatePassword).mockRejectedValueOnce(new ApiError('两次输入的密码不一致', 400));
    renderAt(routes, '/home');
    await openAndFill();
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    expect(updatePassword).toHaveBeenCalledWith({
      oldPassword: 'old',
      newPassword: 'new1',
      confirmPassword: 'new2',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('确认密码')).toHaveValue('new2');
  });

  it('on success closes, logs out and goes to the login page', async () => {
    jest.mocked(updatePassword).mockResolvedValueOnce(null);
    const { router } = renderAt(routes, '/home');
    await openAndFill();
    await userEvent.click(screen.getByRole('button', { name: /确\s*认/ }));
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByText('密码修改成功，请重新登录')).toBeInTheDocument());
  });
});
