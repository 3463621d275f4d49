import { readServiceSearch, toTaskPageRequest, writeServiceSearch } from './service-search';

describe('the service list view in the URL', () => {
  it('reads page, filters and sort from the search params', () => {
    const search = readServiceSearch(
      new URLSearchParams(
        'page=3&status=waitSign&start=2026-01-01&end=2026-03-31&type=2&member=7&sort=planDate&order=asc',
      ),
    );
    expect(search).toEqual({
      pageNum: 3,
      status: 'waitSign',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      taskTypeId: 2,
      memberId: 7,
      sortField: 'planDate',
      sortOrder: 'asc',
    });
  });

  it('falls back to the defaults for what is missing or malformed', () => {
    expect(
      readServiceSearch(
        new URLSearchParams('page=-2&status=bogus&start=yesterday&type=x&member=0&sort=hack'),
      ),
    ).toEqual({
      pageNum: 1,
      status: undefined,
      startDate: undefined,
      endDate: undefined,
      taskTypeId: undefined,
      memberId: undefined,
      sortField: undefined,
      sortOrder: undefined,
    });
  });

  it('writes only what differs from the default, keeping parameters that are not its own', () => {
    const params = writeServiceSearch(
      { pageNum: 1, status: 'finished', memberId: 4 },
      new URLSearchParams('view=orders&page=5'),
    );
    expect(params.toString()).toBe('view=orders&status=finished&member=4');
  });

  it('round-trips', () => {
    const search = {
      pageNum: 2,
      status: 'pending' as const,
      taskTypeId: 3,
      sortField: 'orderNo' as const,
      sortOrder: 'desc' as const,
    };
    expect(readServiceSearch(writeServiceSearch(search))).toEqual(expect.objectContaining(search));
  });

  it('becomes the servicePage request, without empty filters', () => {
    expect(toTaskPageRequest({ pageNum: 2, status: 'waitSign', memberId: undefined }, 10)).toEqual({
      pageNum: 2,
      pageSize: 10,
      status: 'waitSign',
    });
  });

  it("carries plan detail's drill-down scope: planned visits (not cancelled) of the member alone", () => {
    const params = new URLSearchParams(
      'view=orders&member=7&own=1&planned=1&type=3&start=2026-01-01&end=2026-12-31',
    );
    const search = readServiceSearch(params);
    expect(search).toMatchObject({ memberId: 7, memberOnly: true, planned: true, taskTypeId: 3 });
    expect(writeServiceSearch(search, params).toString()).toBe(params.toString());
    expect(toTaskPageRequest(search, 10)).toEqual({
      pageNum: 1,
      pageSize: 10,
      memberId: 7,
      memberOnly: true,
      taskTypeId: 3,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      statusList: ['pending', 'inService', 'waitSign', 'finished'],
    });
    // A status chosen in the drill-down narrows it; a flag other than 1 is not set.
    expect(toTaskPageRequest({ ...search, status: 'finished' }, 10)).toMatchObject({
      status: 'finished',
    });
    expect(toTaskPageRequest({ ...search, status: 'finished' }, 10).statusList).toBeUndefined();
    expect(readServiceSearch(new URLSearchParams('own=yes&planned=0'))).toMatchObject({
      memberOnly: undefined,
      planned: undefined,
    });
  });
});
