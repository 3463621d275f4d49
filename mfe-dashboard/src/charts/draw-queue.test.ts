import { drawSoon } from './draw-queue';

describe('the charts’ draw queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws one chart a task, in the order they were queued; a cancelled one is not drawn', () => {
    const drawn: string[] = [];
    drawSoon(() => drawn.push('月度趋势'));
    const cancel = drawSoon(() => drawn.push('已卸载'));
    drawSoon(() => drawn.push('风险分布'));
    expect(drawn).toEqual([]);
    cancel();
    jest.advanceTimersToNextTimer();
    expect(drawn).toEqual(['月度趋势']);
    jest.advanceTimersToNextTimer();
    expect(drawn).toEqual(['月度趋势', '风险分布']);
    jest.runAllTimers();
    expect(drawn).toEqual(['月度趋势', '风险分布']);
  });
});
