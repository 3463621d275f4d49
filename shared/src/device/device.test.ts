import { isMobile, isWeChat } from './device';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('device', () => {
  it('tells phones from desktops by user agent and width', () => {
    expect(isMobile(iphone, 1200)).toBe(true);
    expect(isMobile(desktop, 1280)).toBe(false);
    expect(isMobile(desktop, 390)).toBe(true);
  });

  it("follows the window's width through resizes, without reading it on every call", () => {
    const setWidth = (value: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value });
      window.dispatchEvent(new Event('resize'));
    };
    setWidth(1280);
    expect(isMobile(desktop)).toBe(false);
    setWidth(390);
    expect(isMobile(desktop)).toBe(true);
    // Not re-read between resizes: the last resize's width stands.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    expect(isMobile(desktop)).toBe(true);
  });

  it('recognises the messaging app browser', () => {
    expect(isWeChat(`${iphone} MicroMessenger/8.0.50`)).toBe(true);
    expect(isWeChat(iphone)).toBe(false);
  });
});
