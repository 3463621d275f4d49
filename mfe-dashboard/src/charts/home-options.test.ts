import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import { monthsBetween } from './format';
import {
  areaDeviceOption,
  monthPestOption,
  pestColours,
  pestOrder,
  rankingOption,
  riskTrendOption,
  shareOption,
} from './home-options';
import { PALETTE } from './palette';

const months = monthsBetween('2025-11-15', '2026-02-03');

describe('monthsBetween', () => {
  it('lists every month from the start to the end, across a year', () => {
    expect(months).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });
});

describe('monthPestOption', () => {
  const option = monthPestOption('zh-CN', months, [
    { month: '2025-12', pestId: 3, pestName: '老鼠', count: 4 },
    { month: '2026-02', pestId: 3, pestName: '老鼠', count: 1 },
    { month: '2026-02', pestId: 1, pestName: '蟑螂', count: 7 },
  ]);
  const series = option.series as BarSeriesOption[];

  it('stacks one series per pest, with a zero for every month without a catch', () => {
    expect(series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['老鼠', 'catches', [0, 4, 0, 1]],
      ['蟑螂', 'catches', [0, 0, 0, 7]],
    ]);
  });

  it('names the months in the active language', () => {
    expect((option.xAxis as { data: string[] }).data[0]).toBe('2025年11月');
    const en = monthPestOption('en-US', months, []);
    expect((en.xAxis as { data: string[] }).data).toEqual([
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
    ]);
  });

  it('writes tooltip figures as the language does', () => {
    const tooltip = monthPestOption('en-US', months, []).tooltip as {
      valueFormatter: (v: number) => string;
    };
    expect(tooltip.valueFormatter(12345)).toBe('12,345');
  });
});

describe('the pests of the period', () => {
  const recorded = [
    { pestId: 1, pestName: '蟑螂' },
    { pestId: 2, pestName: '蚊子' },
    { pestId: 3, pestName: '老鼠' },
  ];
  const rows = [
    { month: '2025-12', pestId: 3, pestName: '老鼠', count: 4 },
    { month: '2026-02', pestId: 1, pestName: '蟑螂', count: 7 },
  ];

  it('order the monthly bars and give each pest its colour, whatever the rows’ order', () => {
    const series = monthPestOption('zh-CN', months, rows, recorded).series as BarSeriesOption[];
    // 蚊子 was recorded but caught nothing: no empty segment, yet 老鼠 keeps the third colour.
    expect(series.map((s) => [s.name, s.itemStyle?.color])).toEqual([
      ['蟑螂', PALETTE[0]],
      ['老鼠', PALETTE[2]],
    ]);
    const colours = pestColours(pestOrder(recorded, [{ pestId: 3, pestName: '老鼠' }]));
    expect(colours.get(3)).toBe(PALETTE[2]);
  });

  it('keep one pest alone when one is chosen, in its own colour', () => {
    const series = monthPestOption('zh-CN', months, rows, recorded, 3).series as BarSeriesOption[];
    expect(series.map((s) => [s.name, s.itemStyle?.color, s.data])).toEqual([
      ['老鼠', PALETTE[2], [0, 4, 0, 0]],
    ]);
  });

  it('fall back to the rows’ pests before the recorded ones arrive', () => {
    expect(pestOrder(undefined, rows).map((p) => p.pestName)).toEqual(['老鼠', '蟑螂']);
  });
});

describe('riskTrendOption', () => {
  it('draws found and closed per month, zero for a month without risks', () => {
    const option = riskTrendOption('zh-CN', months, [{ month: '2026-01', found: 5, closed: 2 }], {
      found: '发现风险',
      closed: '已关闭',
    });
    const series = option.series as LineSeriesOption[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['发现风险', [0, 0, 5, 0]],
      ['已关闭', [0, 0, 2, 0]],
    ]);
    // Straight from month to month: a smoothed line overshoots a lone month's count.
    expect(series.map((s) => s.smooth)).toEqual([undefined, undefined]);
  });
});

describe('rankingOption and shareOption', () => {
  const items = [
    { name: '仓库', value: 3 },
    { name: '后厨', value: 9 },
    { name: '餐厅', value: 0 },
  ];

  it('ranks with the largest on top (the last category of a horizontal bar)', () => {
    const option = rankingOption('zh-CN', items, '数量');
    expect((option.yAxis as { data: string[] }).data).toEqual(['餐厅', '仓库', '后厨']);
    expect((option.series as BarSeriesOption[])[0]?.data).toEqual([0, 3, 9]);
  });

  it('gives each share its exact count and percentage in the tooltip', () => {
    const option = shareOption('en-US', [{ name: 'Rats', value: 1234 }], 'Count');
    expect((option.series as PieSeriesOption[])[0]?.data).toEqual([{ name: 'Rats', value: 1234 }]);
    const formatter = (option.tooltip as { formatter: (p: unknown) => string }).formatter;
    expect(formatter({ name: 'Rats', value: 1234, percent: 61.5 })).toBe('Rats<br/>1,234 (61.5%)');
  });

  it('drops the slice labels on a phone, where a narrow card would cut them', () => {
    const pie = (compact: boolean) =>
      (shareOption('zh-CN', items, '数量', compact).series as PieSeriesOption[])[0];
    expect(pie(false)?.label?.show).toBe(true);
    expect(pie(true)?.label?.show).toBe(false);
  });
});

describe('areaDeviceOption', () => {
  it('puts installed and active devices side by side per area', () => {
    const option = areaDeviceOption(
      'zh-CN',
      [
        { areaId: 1, areaName: '后厨', deviceCount: 3, activeCount: 2 },
        { areaId: 2, areaName: '仓库', deviceCount: 2, activeCount: 0 },
      ],
      { devices: '设备总数', active: '有捕获的设备' },
    );
    expect((option.xAxis as { data: string[] }).data).toEqual(['后厨', '仓库']);
    expect((option.series as BarSeriesOption[]).map((s) => s.data)).toEqual([
      [3, 2],
      [2, 0],
    ]);
  });
});
