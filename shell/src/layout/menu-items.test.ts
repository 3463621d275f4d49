import { navItems, selectedMenuPath } from './menu-items';

const pathsOf = (isHq: boolean, mobile: boolean) => navItems({ isHq, mobile }).map((i) => i.path);

describe('menu role rules (spec §2)', () => {
  it('desktop, single company: home, no group home, no plan detail, data trends', () => {
    expect(pathsOf(false, false)).toEqual([
      '/home',
      '/serviceReport',
      '/dataTrend',
      '/qualificationFile',
      '/feedback',
    ]);
  });

  it('desktop, headquarters: group home and plan detail, no home', () => {
    expect(pathsOf(true, false)).toEqual([
      '/groupHome',
      '/serviceReport',
      '/planDetail',
      '/dataTrend',
      '/qualificationFile',
      '/feedback',
    ]);
  });

  it('mobile drawer: plan detail for everyone, no data trends, feedback called feedback records', () => {
    expect(pathsOf(false, true)).toEqual([
      '/home',
      '/serviceReport',
      '/planDetail',
      '/qualificationFile',
      '/feedback',
    ]);
    expect(pathsOf(true, true)).toEqual([
      '/groupHome',
      '/serviceReport',
      '/planDetail',
      '/qualificationFile',
      '/feedback',
    ]);
    expect(navItems({ isHq: false, mobile: true }).at(-1)?.title).toBe('title.feedbackMobile');
  });

  it('selects the item of the location’s top level, else the stored current menu', () => {
    const items = navItems({ isHq: true, mobile: false });
    expect(selectedMenuPath(items, '/planDetail/serviceDetail', '')).toBe('/planDetail');
    expect(selectedMenuPath(items, '/workList', '/serviceReport')).toBe('/serviceReport');
  });
});
