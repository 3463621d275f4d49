import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('runs in an idle callback, with its time-out, and can be cancelled', () => {
    const pending = new Map<number, () => void>();
    const asked: (IdleRequestOptions | undefined)[] = [];
    window.requestIdleCallback = (callback: IdleRequestCallback, options) => {
      asked.push(options);
      pending.set(pending.size + 1, () => callback({} as IdleDeadline));
      return pending.size;
    };
    window.cancelIdleCallback = (id: number) => void pending.delete(id);
    const run = jest.fn();
    whenIdle(run, { timeout: 3000, fallbackMs: 1500 });
    const cancel = whenIdle(run, { fallbackMs: 0 });
    expect(asked).toEqual([{ timeout: 3000 }, undefined]);
    cancel();
    expect(run).not.toHaveBeenCalled();
    for (const callback of pending.values()) callback();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timeout without requestIdleCallback, and can be cancelled', () => {
    jest.useFakeTimers();
    try {
      const run = jest.fn();
      const cancelled = jest.fn();
      whenIdle(run, { fallbackMs: 1500 });
      whenIdle(cancelled, { fallbackMs: 1500 })();
      jest.advanceTimersByTime(1499);
      expect(run).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
