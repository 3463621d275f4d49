import { formatCount, formatMonth, prepareFormats } from './format';

describe('prepareFormats', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('makes the number and month formatters in the next task, and the page then reuses them', () => {
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    prepareFormats('en-US');
    // Not inside the loader's own task: it starts the page's requests first.
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
    expect(formatCount('en-US', 12345)).toBe('12,345');
    expect(formatMonth('en-US', '2026-03')).toBe('Mar 2026');
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
  });

  it('prepares each language on its own', () => {
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    prepareFormats('zh-CN');
    jest.runOnlyPendingTimers();
    expect(formatCount('zh-CN', 1234)).toBe('1,234');
    expect(formatMonth('zh-CN', '2026-03')).toBe('2026年3月');
    expect(numbers).toHaveBeenCalledTimes(1);
  });
});
