import dayjs from 'dayjs';
import { choiceFromSearch, sitePlanHref } from './site-plan-search';

const today = dayjs('2026-11-24');

describe('the site plan’s address', () => {
  it('keeps member, area and period through a link', () => {
    const href = sitePlanHref({
      memberId: 7,
      areaId: 12,
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
    expect(href).toBe('/home/sitePlan?member=7&area=12&start=2026-01-01&end=2026-06-30');
    const search = new URL(href, 'http://x').searchParams;
    expect(choiceFromSearch(search, today)).toEqual({
      memberId: 7,
      areaId: 12,
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
  });

  it('falls back to the last twelve months and no area for malformed values', () => {
    const search = new URLSearchParams('area=abc&member=-3&start=2026-13-01&end=2026-02-01');
    expect(choiceFromSearch(search, today)).toEqual({
      startDate: '2025-12-01',
      endDate: '2026-11-24',
    });
  });
});
