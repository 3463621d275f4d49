import { navItems, sectionOf, selectedMenuPath } from './menu-items';

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
    expect(selectedMenuPath(items, '/feedback', '/serviceReport')).toBe('/feedback');
  });

  it('selects the section a page outside the menu belongs to, not the last menu used', () => {
    const hq = navItems({ isHq: true, mobile: false });
    const store = navItems({ isHq: false, mobile: true });
    // Notifications and the home page's work-order lists are part of home.
    expect(selectedMenuPath(hq, '/workList', '/serviceReport')).toBe('/groupHome');
    expect(selectedMenuPath(hq, '/workDetail', '/serviceReport')).toBe('/groupHome');
    expect(selectedMenuPath(store, '/serviceReportStatus', '/feedback')).toBe('/home');
    expect(selectedMenuPath(store, '/downloadPdf', '/home')).toBe('/serviceReport');
    // The alert rules are opened from home's notifications and the group home's figures.
    expect(selectedMenuPath(store, '/alertRules', '/feedback')).toBe('/home');
    expect(selectedMenuPath(hq, '/alertRules', '/feedback')).toBe('/groupHome');
    // A page the table does not place keeps the stored current menu.
    expect(selectedMenuPath(hq, '/qrcodeQuery', '/serviceReport')).toBe('/serviceReport');
  });

  it('names the section of a path: home for the pages opened from home, else its top level', () => {
    expect(sectionOf('/workDetail?id=3')).toBe('home');
    expect(sectionOf('/serviceReport/serviceDetail')).toBe('/serviceReport');
    expect(sectionOf('/planDetail')).toBe('/planDetail');
  });
});
