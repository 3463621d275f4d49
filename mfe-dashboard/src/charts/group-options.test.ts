import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { ratingOption, satisfactionTrendOption } from './group-options';

describe('satisfactionTrendOption', () => {
  it('leaves a month without ratings empty rather than drawing a zero', () => {
    const option = satisfactionTrendOption(
      'zh-CN',
      ['2026-01', '2026-02', '2026-03'],
      [
        { month: '2026-01', avgScore: 4.5, ratedCount: 2 },
        { month: '2026-03', avgScore: 3.67, ratedCount: 3 },
      ],
      '平均评分',
    );
    expect((option.series as LineSeriesOption[])[0]?.data).toEqual([4.5, null, 3.67]);
    expect(option.yAxis).toMatchObject({ min: 1, max: 5 });
  });
});

describe('ratingOption', () => {
  it('shows all five ratings, zero where no visit got it', () => {
    const option = ratingOption(
      'en-US',
      [
        { score: 5, count: 12 },
        { score: 2, count: 1 },
      ],
      (s) => `${s} stars`,
      'Count',
    );
    expect((option.xAxis as { data: string[] }).data).toEqual([
      '1 stars',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect((option.series as BarSeriesOption[])[0]?.data).toEqual([0, 1, 0, 0, 12]);
  });
});
