import { formatCount, prepareNumberFormat } from './format';

describe('prepareNumberFormat', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('makes the formatter when the thread is idle, and the figures then reuse it', () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (run: IdleRequestCallback) => {
      idle.push(() => run({} as IdleDeadline));
      return idle.length;
    };
    const made = jest.spyOn(Intl, 'NumberFormat');
    prepareNumberFormat('en-US');
    expect(made).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(made).toHaveBeenCalledTimes(1);
    expect(formatCount('en-US', 12345)).toBe('12,345');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('waits for the running task where there is no requestIdleCallback', () => {
    jest.useFakeTimers();
    try {
      const made = jest.spyOn(Intl, 'NumberFormat');
      prepareNumberFormat('zh-CN');
      expect(made).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(made).toHaveBeenCalledTimes(1);
      expect(formatCount('zh-CN', 1234)).toBe('1,234');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
