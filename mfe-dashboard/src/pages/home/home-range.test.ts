import dayjs from 'dayjs';
import { defaultRange, rangeFromSearch, rangeToSearch } from './home-range';

const today = dayjs('2026-11-23');

describe('the home filter in the address', () => {
  it('defaults to the last twelve months, this one included', () => {
    expect(defaultRange(today)).toEqual({ startDate: '2025-12-01', endDate: '2026-11-23' });
  });

  it('reads back what it wrote', () => {
    const range = { startDate: '2026-01-01', endDate: '2026-06-30', areaId: 7 };
    expect(rangeFromSearch(new URLSearchParams(rangeToSearch(range)), today)).toEqual(range);
  });

  it('falls back to the default for impossible, reversed or missing dates', () => {
    for (const query of [
      'start=2026-02-30&end=2026-03-01',
      'start=2026-05-01&end=2026-04-01',
      'start=yesterday',
    ])
      expect(rangeFromSearch(new URLSearchParams(query), today)).toEqual(defaultRange(today));
    expect(rangeFromSearch(new URLSearchParams('area=-3'), today)).toEqual(defaultRange(today));
  });
});
