import { useSessionStore } from '@pest-portal/shared';
import { setDevice } from '../test-utils/render';
import { startSignedOutAtLogin } from './signed-out-start';

const at = (url: string) => window.history.replaceState(null, '', url);
const here = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signOut();
});

describe('a signed-out first load', () => {
  it('starts a protected address on the login page of the device, Rurl kept', () => {
    setDevice('desktop');
    at('/serviceReport/serviceDetail?id=7');
    startSignedOutAtLogin();
    expect(here()).toBe('/login?Rurl=%2FserviceReport%2FserviceDetail%3Fid%3D7');
    setDevice('mobile');
    at('/home/');
    startSignedOutAtLogin();
    expect(here()).toBe('/mlogin?Rurl=%2Fhome%2F');
  });

  it('leaves the public pages, and every page of a signed-in visitor, where they are', () => {
    setDevice('mobile');
    for (const url of [
      '/login?Rurl=%2Ffeedback',
      '/mlogin',
      '/homeCheck?token=t1&mid=2',
      '/login/',
    ]) {
      at(url);
      startSignedOutAtLogin();
      expect(here()).toBe(url);
    }
    useSessionStore.setState({ token: 'a-token' });
    at('/feedback');
    startSignedOutAtLogin();
    expect(here()).toBe('/feedback');
  });
});
