import { joinIds, local, session, splitIds } from './storage';

describe('storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads and writes the spec keys', () => {
    local.set('token', 'abc');
    session.setJson('breadcrumbData', [{ path: '/feedback', title: 'x' }]);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(session.getJson('breadcrumbData', [])).toEqual([{ path: '/feedback', title: 'x' }]);
  });

  it('falls back on malformed JSON instead of throwing', () => {
    localStorage.setItem('companyList', '{not json');
    expect(local.getJson('companyList', [])).toEqual([]);
  });

  it('joins and splits id lists', () => {
    expect(joinIds([12, 13])).toBe('12,13');
    expect(splitIds('12, 13,,x')).toEqual([12, 13]);
    expect(splitIds(null)).toEqual([]);
  });
});
