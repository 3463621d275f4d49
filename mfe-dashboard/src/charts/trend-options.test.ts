import type { TrendRow } from '@pest-portal/shared/contract/dashboard';
import {
  bucketsBetween,
  bucketTotals,
  compareOption,
  deviceTrendOption,
  formatBucket,
  trendMatrix,
} from './trend-options';

const row = (deviceId: number, bucket: string, count: number, checks = 1): TrendRow => ({
  deviceId,
  bucket,
  count,
  checks,
});

describe('bucketsBetween', () => {
  it('names months by their 1st, the first clipped to the start', () => {
    expect(bucketsBetween('2026-01-15', '2026-04-02', 'month')).toEqual([
      '2026-01-15',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
  });

  it('names weeks by their Monday, across a year end', () => {
    // 2025-12-31 is a Wednesday; the next Mondays are 2026-01-05 and 2026-01-12.
    expect(bucketsBetween('2025-12-31', '2026-01-12', 'week')).toEqual([
      '2025-12-31',
      '2026-01-05',
      '2026-01-12',
    ]);
  });

  it('lists every day, February of a leap year included', () => {
    expect(bucketsBetween('2028-02-27', '2028-03-01', 'day')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });
});

describe('formatBucket', () => {
  it('writes a month or a day in the active language', () => {
    expect(formatBucket('zh-CN', '2026-03-01', 'month')).toBe('2026年3月');
    expect(formatBucket('en-US', '2026-03-01', 'month')).toBe('Mar 2026');
    expect(formatBucket('en-US', '2026-03-09', 'week')).toBe('3/9/2026');
  });
});

describe('trend series', () => {
  const buckets = ['2026-01-01', '2026-02-01', '2026-03-01'];
  const devices = [
    { deviceId: 7, name: 'A-01' },
    { deviceId: 9, name: 'B-02' },
  ];
  const rows = [row(7, '2026-01-01', 3), row(9, '2026-01-01', 0), row(7, '2026-03-01', 5)];

  it('keeps a bucket without a check as a gap, a quiet check as 0', () => {
    expect(trendMatrix(buckets, devices, rows)).toEqual([
      [3, null, 5],
      [0, null, null],
    ]);
    expect(bucketTotals(buckets, rows)).toEqual([3, null, 5]);
  });

  it('draws one named line per device over every bucket', () => {
    const option = deviceTrendOption('zh-CN', 'month', buckets, devices, rows);
    const series = option.series as Array<{ name: string; data: unknown[] }>;
    expect(series.map((s) => s.name)).toEqual(['A-01', 'B-02']);
    expect(series[0]!.data).toEqual([3, null, 5]);
    expect(series[0]).toMatchObject({ connectNulls: true, showSymbol: true });
    expect((option.xAxis as { data: string[] }).data).toEqual([
      '2026年1月',
      '2026年2月',
      '2026年3月',
    ]);
  });

  it('sets the previous period beside this one, bucket by bucket', () => {
    const option = compareOption(
      'en-US',
      'month',
      { name: 'This period', buckets, rows },
      {
        name: 'Previous period',
        buckets: ['2025-10-01', '2025-11-01', '2025-12-01'],
        rows: [row(7, '2025-11-01', 8), row(9, '2025-11-01', 1)],
      },
    );
    const series = option.series as Array<{ name: string; data: unknown[] }>;
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['This period', [3, null, 5]],
      ['Previous period', [null, 9, null]],
    ]);
  });
});
