import { act, screen, waitFor } from '@testing-library/react';
import { renderSection } from '@pest-portal/shared/testing';
import { EChart } from './e-chart';
import { chartDouble } from '../test/chart-double';

// The chart library's stand-in: an instance drawn at 300 x 200.
const mockChart = chartDouble();
jest.mock('./echarts', () => ({ echarts: { init: () => mockChart } }));

/** The boxes' observer, told by the test what the browser would report. */
let report: (width: number, height: number) => void = () => undefined;
class ReportedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {
    report = (width, height) =>
      this.callback(
        [{ contentRect: { width, height } } as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
  }
  observe() {}
  disconnect() {}
}
const original = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = ReportedResizeObserver as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = original;
});

describe('a chart follows its box', () => {
  it('is not drawn again for the size it was drawn at, and is for a new one', async () => {
    renderSection(<EChart option={{}} label="每月虫害数量" height={200} />);
    await screen.findByRole('img', { name: '每月虫害数量' });
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalled());
    // The observer's first report: the box as the chart was drawn (a fraction of a pixel off).
    act(() => report(300.4, 200));
    expect(mockChart.resize).not.toHaveBeenCalled();
    // The side menu folds: the box is wider.
    act(() => report(420, 200));
    expect(mockChart.resize).toHaveBeenCalledTimes(1);
  });
});
