import { screen } from '@testing-library/react';
import { useSessionStore } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import { answer, apiDouble } from '@pest-portal/shared/testing';
import { appRoutes } from '../router/routes';
import { renderAt, setDevice } from '../test-utils/render';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));
// Branding is left unanswered (the default brand stays), as on a slow network.
const api = apiDouble();
beforeEach(() => api.use(answer(ENDPOINTS.getBaseByDomain, () => new Promise(() => undefined))));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signOut();
  window.__PORTAL_RUNTIME__ = { remotes: [], drawerFooterHosts: [], helpUrl: '' };
});

describe('route guard (spec §2)', () => {
  it('sends a desktop without a token to /login with the path and query in Rurl', async () => {
    setDevice('desktop');
    const { router } = renderAt(appRoutes(), '/serviceReport/serviceDetail?id=7');
    await screen.findByRole('button', { name: /登\s*录/ });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('Rurl')).toBe(
      '/serviceReport/serviceDetail?id=7',
    );
  });

  it('sends a phone to /mlogin', async () => {
    setDevice('mobile');
    const { router } = renderAt(appRoutes(), '/feedback');
    await screen.findByRole('button', { name: /登\s*录/ });
    expect(router.state.location.pathname).toBe('/mlogin');
    expect(router.state.location.search).toBe('?Rurl=%2Ffeedback');
  });

  it('keeps no Rurl for the root', async () => {
    setDevice('desktop');
    const { router } = renderAt(appRoutes(), '/');
    await screen.findByRole('button', { name: /登\s*录/ });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('lets the login pages through without a token', async () => {
    setDevice('desktop');
    const { router } = renderAt(appRoutes(), '/mlogin');
    await screen.findByLabelText('账号');
    expect(router.state.location.pathname).toBe('/mlogin');
  });
});
