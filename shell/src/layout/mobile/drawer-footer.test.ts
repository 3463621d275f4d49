import { showsDrawerFooter } from './drawer-footer';

describe('drawer footer host rule (spec §2)', () => {
  const hosts = ['portal.cleanshield.cn', 'service.greenguard.com.cn', 'kh.anbao-pest.com'];

  it('shows on the listed hostnames only', () => {
    expect(showsDrawerFooter('portal.cleanshield.cn', hosts)).toBe(true);
    expect(showsDrawerFooter('KH.anbao-pest.com', hosts)).toBe(true);
    expect(showsDrawerFooter('localhost', hosts)).toBe(false);
    expect(showsDrawerFooter('cleanshield.cn', hosts)).toBe(false);
  });

  it('hides when the runtime config is not there', () => {
    expect(showsDrawerFooter('portal.cleanshield.cn', undefined)).toBe(false);
  });
});
