import { nextTrail, useBreadcrumbStore } from './breadcrumb-store';

const feedback = { path: '/feedback', title: 'title.feedback' };
const list = { path: '/serviceReport', title: 'title.serviceReport' };
const detail = { path: '/serviceReport/serviceDetail', title: 'title.serviceDetail' };
const preview = { path: '/serviceReport/reportPreview', title: 'title.reportPreview' };
const waiting = { path: '/waitingServiceStatus', title: 'title.waitingServiceStatus' };

describe('breadcrumb rules (spec §2)', () => {
  it('starts a trail when going from home to another page', () => {
    expect(nextTrail([], waiting, 'page')).toEqual([waiting]);
  });

  it('resets the trail on a sidebar page', () => {
    expect(nextTrail([list, detail], feedback, 'sidebar')).toEqual([feedback]);
  });

  it('appends an ordinary page and truncates when going back to an earlier entry', () => {
    const trail = nextTrail(nextTrail([list], detail, 'page'), preview, 'page');
    expect(trail).toEqual([list, detail, preview]);
    expect(nextTrail(trail, detail, 'page')).toEqual([list, detail]);
  });

  it('treats a page with another query as the same entry, keeping the latest query', () => {
    const riskForm = { path: '/riskPoint', title: '新增风险点', titleKey: 'title.riskPoint' };
    const riskList = { ...riskForm, path: '/riskPoint?tab=list' };
    expect(nextTrail([list, riskForm], riskList, 'page')).toEqual([list, riskList]);
  });

  it('treats the same page under another parent as the same entry (one title once)', () => {
    const planDetail = {
      path: '/planDetail/serviceDetail?id=1',
      title: '服务详情',
      titleKey: 'title.serviceDetail',
    };
    const messages = { path: '/workList', title: '消息通知', titleKey: 'title.workList' };
    const serviceDetail = { ...planDetail, path: '/serviceReport/serviceDetail?id=2' };
    expect(nextTrail([planDetail, messages], serviceDetail, 'page')).toEqual([serviceDetail]);
  });

  it('clears the trail on returning home', () => {
    expect(nextTrail([list, detail], { path: '/home', title: 'title.home' }, 'home')).toEqual([]);
  });

  it('keeps the trail and the current menu in session storage', () => {
    useBreadcrumbStore.getState().visit(list, 'sidebar', '/serviceReport');
    useBreadcrumbStore.getState().visit(detail, 'page');
    expect(JSON.parse(sessionStorage.getItem('breadcrumbData') ?? '[]')).toEqual([list, detail]);
    expect(sessionStorage.getItem('currentMenu')).toBe('/serviceReport');
  });
});
