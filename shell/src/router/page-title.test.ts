import { composeTitle, routeTitleKey } from './page-title';

describe('page title (spec §2: document name plus route title)', () => {
  it('joins the document name and the route title', () => {
    expect(composeTitle('华东餐饮集团', '服务列表')).toBe('华东餐饮集团 - 服务列表');
  });

  it('is the route title alone before branding is known', () => {
    expect(composeTitle('', '登录')).toBe('登录');
  });

  it('finds the route title of known paths, of unknown children by their top level, and not-found', () => {
    expect(routeTitleKey('/serviceReport')).toBe('title.serviceReport');
    // A remote's child titles itself in its route handle; before its routes arrive, the top's.
    expect(routeTitleKey('/serviceReport/serviceDetail')).toBe('title.serviceReport');
    expect(routeTitleKey('/feedback/records')).toBe('title.feedback');
    expect(routeTitleKey('/nowhere')).toBe('title.notFound');
  });
});
