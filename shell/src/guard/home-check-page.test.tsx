import { screen, waitFor } from '@testing-library/react';
import { checkSession, useSessionStore } from '@pest-portal/shared';
import { renderAt, sessionInfo, setDevice } from '../test-utils/render';
import { HomeCheckPage } from './home-check-page';

jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
  checkSession: jest.fn(),
  getBaseByDomain: jest.fn(() => new Promise(() => undefined)),
}));

const routes = [
  { path: '/homeCheck', element: <HomeCheckPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signOut();
  setDevice('desktop');
});

describe('/homeCheck: a session handed over by another system', () => {
  it('stores token and key, checks the session, signs in and goes on to Rurl', async () => {
    jest.mocked(checkSession).mockImplementation(async () => {
      // The check must be sent with the handed-over token.
      expect(useSessionStore.getState().token).toBe('tok');
      return sessionInfo({ token: 'tok', key: 'kk' });
    });
    const { router } = renderAt(routes, '/homeCheck?token=tok&key=kk&Rurl=%2FserviceReport');
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/serviceReport');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('companyName')).toBe('华东餐饮集团');
  });

  it('goes home without Rurl (group home for headquarters)', async () => {
    jest.mocked(checkSession).mockResolvedValue(sessionInfo({ isHq: true }));
    const { router } = renderAt(routes, '/homeCheck?token=tok&key=kk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/groupHome'));
  });

  it('an invalid hand-over ends at the login page of the device type', async () => {
    setDevice('mobile');
    jest.mocked(checkSession).mockRejectedValue(new Error('304'));
    const { router } = renderAt(routes, '/homeCheck?token=bad&key=kk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mlogin'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
