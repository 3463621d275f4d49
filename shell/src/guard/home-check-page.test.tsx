import { screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@pest-portal/shared';
import { ENDPOINTS, HEADERS, STATUS } from '@pest-portal/shared/contract';
import { answer, apiDouble, failure } from '@pest-portal/shared/testing';
import { renderAt, sessionInfo, setDevice } from '../test-utils/render';
import { HomeCheckPage } from './home-check-page';

// The real session check through the real http client; MSW answers as the API does.
// Branding is left unanswered (the default brand stays).
const api = apiDouble();
beforeEach(() => api.use(answer(ENDPOINTS.getBaseByDomain, () => new Promise(() => undefined))));

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
    const check = answer(ENDPOINTS.sessionCheck, (_input, request) =>
      // The check must be sent with the handed-over token.
      request.headers.get(HEADERS.token) === 'tok'
        ? sessionInfo({ token: 'tok', key: 'kk' })
        : failure(STATUS.NO_TOKEN, 'token无效'),
    );
    api.use(check);
    const { router } = renderAt(routes, '/homeCheck?token=tok&key=kk&Rurl=%2FserviceReport');
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/serviceReport');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('companyName')).toBe('华东餐饮集团');
    expect(check.inputs).toHaveLength(1);
  });

  it('goes home without Rurl (group home for headquarters)', async () => {
    api.use(answer(ENDPOINTS.sessionCheck, () => sessionInfo({ isHq: true })));
    const { router } = renderAt(routes, '/homeCheck?token=tok&key=kk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/groupHome'));
  });

  it('an invalid hand-over ends at the login page of the device type', async () => {
    setDevice('mobile');
    api.use(answer(ENDPOINTS.sessionCheck, () => failure(STATUS.NO_TOKEN, 'token无效')));
    const { router } = renderAt(routes, '/homeCheck?token=bad&key=kk');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mlogin'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
