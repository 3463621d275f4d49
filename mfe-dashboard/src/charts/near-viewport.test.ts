import { NEAR_VIEWPORT_MARGIN, whenNearViewport } from './near-viewport';

/** The browser's observer, told by the test when the box comes near the screen. */
let comeNear: (near: boolean) => void = () => undefined;
let margin: string | undefined;
let observing = false;
class ToldIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    margin = options?.rootMargin;
    comeNear = (near) =>
      callback(
        [{ isIntersecting: near } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {
    observing = true;
  }
  disconnect() {
    observing = false;
  }
}
const original = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = original;
});
const withObserver = () => {
  globalThis.IntersectionObserver =
    ToldIntersectionObserver as unknown as typeof IntersectionObserver;
};

describe('a chart drawn when it comes near the screen', () => {
  it('starts once the box comes within the margin, and stops watching then', () => {
    withObserver();
    const start = jest.fn(() => () => undefined);
    whenNearViewport(document.createElement('div'), start);
    expect(margin).toBe(NEAR_VIEWPORT_MARGIN);
    comeNear(false);
    expect(start).not.toHaveBeenCalled();
    comeNear(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observing).toBe(false);
  });

  it('a cancel before then: never started; after: what was started is cancelled', () => {
    withObserver();
    const start = jest.fn(() => () => undefined);
    whenNearViewport(document.createElement('div'), start)();
    expect(observing).toBe(false);
    expect(start).not.toHaveBeenCalled();

    const cancelDraw = jest.fn();
    const cancel = whenNearViewport(document.createElement('div'), () => cancelDraw);
    comeNear(true);
    cancel();
    expect(cancelDraw).toHaveBeenCalledTimes(1);
  });

  it('without IntersectionObserver, at once', () => {
    // @ts-expect-error -- a browser without it (jsdom has none either)
    delete globalThis.IntersectionObserver;
    const start = jest.fn(() => () => undefined);
    whenNearViewport(document.createElement('div'), start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
