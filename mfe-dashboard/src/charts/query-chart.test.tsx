import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSection } from '@pest-portal/shared/testing';
import type { ChartOption } from './chart-option';
import { QueryChart } from './query-chart';
import { chartDouble } from '../test/chart-double';

// The chart library's stand-in: jest cannot load echarts' ES modules, and jsdom has no canvas.
// `mockEChartsState` says whether the chunk was evaluated, and makes it fail to load.
const mockEChartsState = { evaluated: false, fail: false };
const mockChart = chartDouble();
const mockInit = jest.fn((_element: HTMLElement) => mockChart);
jest.mock('./echarts', () => {
  mockEChartsState.evaluated = true;
  return {
    get echarts() {
      if (mockEChartsState.fail) throw new Error('Loading chunk echarts failed');
      return { init: mockInit };
    },
  };
});

jest.setTimeout(60_000);

interface Row {
  month: string;
  count: number;
}

const option = (rows: Row[]): ChartOption => ({
  series: [{ type: 'bar', data: rows.map((r) => r.count) }],
});

function Chart({ load }: { load: () => Promise<Row[]> }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: load });
  return (
    <QueryChart
      title="每月虫害数量"
      query={query}
      option={option}
      hasData={(rows) => rows.some((r) => r.count > 0)}
      version="zh-CN"
      height={300}
    />
  );
}

const card = () => screen.getByRole('region', { name: '每月虫害数量' });

describe('a chart card', () => {
  it('leaves echarts out of the home page’s code until a chart card appears', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('../pages/home/home-page');
    });
    expect(mockEChartsState.evaluated).toBe(false);
  });

  it('does not run the chart library while the chart’s rows are on their way', async () => {
    renderSection(<Chart load={() => new Promise(() => undefined)} />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    // Long enough for an effect's import() to have run the chunk.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mockEChartsState.evaluated).toBe(false);
  });

  // Before any other test that draws: the library, once loaded, stays for the page's life.
  it('keeps the loading state until the chart library arrives, and offers a retry if it fails', async () => {
    mockEChartsState.fail = true;
    renderSection(<Chart load={async () => [{ month: '2026-01', count: 4 }]} />);
    expect(await within(card()).findByText('数据加载失败')).toBeInTheDocument();
    expect(mockInit).not.toHaveBeenCalled();
    mockEChartsState.fail = false;
    fireEvent.click(within(card()).getByRole('button', { name: '重试' }));
    const chart = await within(card()).findByRole('img', { name: '每月虫害数量' });
    // Drawn in a task of its own (./draw-queue).
    await waitFor(() =>
      expect(mockInit).toHaveBeenCalledWith(chart, undefined, {
        renderer: 'canvas',
        devicePixelRatio: 1,
      }),
    );
    await waitFor(() =>
      // Animated: jsdom's window is desktop-sized and asks for no reduced motion.
      expect(mockChart.setOption).toHaveBeenCalledWith(
        { ...option([{ month: '2026-01', count: 4 }]), animation: true },
        { notMerge: true },
      ),
    );
  });
  it('shows the loading state while the rows are on their way, and no chart', () => {
    renderSection(<Chart load={() => new Promise(() => undefined)} />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    expect(card().querySelector('.ant-skeleton')).not.toBeNull();
    expect(within(card()).queryByRole('img')).toBeNull();
  });

  it('says there is nothing in the range when every figure is zero', async () => {
    renderSection(<Chart load={async () => [{ month: '2026-01', count: 0 }]} />);
    expect(await within(card()).findByText('所选范围内暂无数据')).toBeInTheDocument();
    expect(card()).toHaveAttribute('aria-busy', 'false');
    expect(within(card()).queryByRole('img')).toBeNull();
  });

  it('says the data failed, and a retry asks again and draws', async () => {
    const load = jest
      .fn<Promise<Row[]>, []>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce([{ month: '2026-01', count: 4 }]);
    renderSection(<Chart load={load} />);
    expect(await within(card()).findByText('数据加载失败')).toBeInTheDocument();
    fireEvent.click(within(card()).getByRole('button', { name: '重试' }));
    expect(await within(card()).findByRole('img', { name: '每月虫害数量' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
