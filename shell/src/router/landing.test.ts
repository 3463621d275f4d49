import { landingPath, safeRurl } from './landing';

describe('post-login landing (spec §2)', () => {
  it('goes to Rurl when there is one', () => {
    expect(landingPath(false, '/serviceReport/serviceDetail?id=7')).toBe(
      '/serviceReport/serviceDetail?id=7',
    );
    expect(landingPath(true, '/feedback')).toBe('/feedback');
  });

  it('goes home without Rurl: /home, or /groupHome for a headquarters account', () => {
    expect(landingPath(false, null)).toBe('/home');
    expect(landingPath(true, null)).toBe('/groupHome');
    expect(landingPath(true, '/')).toBe('/groupHome');
  });

  it('sends a headquarters account that was headed for /home to its group home', () => {
    expect(landingPath(true, '/home?start=2026-01-01')).toBe('/groupHome');
    expect(landingPath(false, '/home?start=2026-01-01')).toBe('/home?start=2026-01-01');
  });

  it('refuses other origins and the login pages as Rurl', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil',
      '/login?Rurl=/x',
      '/mlogin',
      '/homeCheck?token=1',
      'home',
    ]) {
      expect(safeRurl(bad)).toBeNull();
    }
  });
});
