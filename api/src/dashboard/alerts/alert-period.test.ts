import { alertPeriodOf, lastDay, periodBounds, periodLabel } from './alert-period';

describe('alertPeriodOf', () => {
  it('takes the China-time day: 23:30 UTC on the 31st is already the 1st in China', () => {
    const at = new Date('2026-10-31T16:30:00Z');
    expect(alertPeriodOf('month', at)).toEqual({
      kind: 'month',
      startDate: '2026-11-01',
      endDate: '2026-12-01',
    });
  });

  it('crosses the year at December', () => {
    expect(alertPeriodOf('month', new Date('2026-12-15T04:00:00Z'))).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2027-01-01',
    });
  });

  it('starts a week on Monday, a Sunday belonging to the week before', () => {
    // 2026-11-29 is a Sunday, 2026-11-23 the Monday before it.
    expect(alertPeriodOf('week', new Date('2026-11-29T10:00:00+08:00'))).toMatchObject({
      startDate: '2026-11-23',
      endDate: '2026-11-30',
    });
    expect(alertPeriodOf('week', new Date('2026-11-30T00:00:00+08:00'))).toMatchObject({
      startDate: '2026-11-30',
      endDate: '2026-12-07',
    });
  });

  it('gives the bounds and the last day of the period', () => {
    const week = alertPeriodOf('week', new Date('2026-12-30T12:00:00+08:00'));
    expect(periodBounds(week)).toEqual(['2026-12-28T00:00:00+08:00', '2027-01-04T00:00:00+08:00']);
    expect(lastDay(week)).toBe('2027-01-03');
  });
});

describe('periodLabel', () => {
  const now = new Date('2026-11-24T10:00:00+08:00');

  it('says this month or this week while the period runs', () => {
    expect(periodLabel(alertPeriodOf('month', now), now)).toBe('本月');
    expect(periodLabel(alertPeriodOf('week', now), now)).toBe('本周');
  });

  it('names a past period by its dates', () => {
    const october = alertPeriodOf('month', new Date('2026-10-05T10:00:00+08:00'));
    expect(periodLabel(october, now)).toBe('2026年10月');
    const week = alertPeriodOf('week', new Date('2026-11-05T10:00:00+08:00'));
    expect(periodLabel(week, now)).toBe('2026-11-02 至 2026-11-08 当周');
  });
});
