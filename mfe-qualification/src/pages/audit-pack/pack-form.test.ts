import dayjs from 'dayjs';
import { defaultForm, packInput } from './pack-form';

describe('packInput', () => {
  it('asks for the missing company or period first', () => {
    expect(packInput({ memberIds: [], start: dayjs(), end: dayjs() })).toEqual({
      problem: 'pack.membersRequired',
    });
    expect(packInput({ memberIds: [3], start: null, end: dayjs() })).toEqual({
      problem: 'pack.periodRequired',
    });
  });

  it('refuses more than a year and swaps a reversed period', () => {
    const start = dayjs('2025-06-01');
    expect(
      packInput({ memberIds: [3], start: dayjs('2025-01-01'), end: dayjs('2026-01-02') }),
    ).toEqual({
      problem: 'pack.periodTooLong',
    });
    expect(packInput({ memberIds: [3], start: dayjs('2026-03-01'), end: start })).toEqual({
      memberIds: [3],
      startDate: '2025-06-01',
      endDate: '2026-03-01',
    });
  });

  it('defaults to the current company over the last twelve months', () => {
    const form = defaultForm(7);
    const input = packInput(form);
    expect(input).toMatchObject({ memberIds: [7], endDate: dayjs().format('YYYY-MM-DD') });
    expect(form.end!.diff(form.start!, 'day')).toBeLessThan(366);
  });
});
