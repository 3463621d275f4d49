import { crumbKindOf } from './use-breadcrumb-tracking';

describe('how a visit moves the trail (issue 8: notifications start their own trail)', () => {
  it('starts a new trail for a home page of its own reached from another section', () => {
    expect(crumbKindOf('page', '/workList', '/serviceReport')).toBe('sidebar');
    expect(crumbKindOf('page', '/workDetail', '/serviceReport/serviceDetail?id=3')).toBe('sidebar');
  });

  it('appends within the home section and from it to another section', () => {
    expect(crumbKindOf('page', '/serviceReportStatus', '/workList')).toBe('page');
    expect(crumbKindOf('page', '/serviceReport/serviceDetail', '/workDetail?id=5')).toBe('page');
  });

  it('leaves the table’s kind alone for an empty trail and for home and sidebar pages', () => {
    expect(crumbKindOf('page', '/workList', undefined)).toBe('page');
    expect(crumbKindOf('sidebar', '/feedback', '/workList')).toBe('sidebar');
    expect(crumbKindOf('home', '/home', '/serviceReport')).toBe('home');
  });
});
