import { chartDevice, MAX_CHART_PIXEL_RATIO } from './chart-device';

describe('chartDevice', () => {
  it('animates on a desktop that does not ask for reduced motion', () => {
    expect(chartDevice(false, false, 1).animation).toBe(true);
  });

  it('does not animate on a phone, nor where the system asks for reduced motion', () => {
    expect(chartDevice(true, false, 3).animation).toBe(false);
    expect(chartDevice(false, true, 1).animation).toBe(false);
  });

  it("draws at the screen's pixel ratio up to the cap", () => {
    expect(chartDevice(false, false, 1).init).toEqual({ renderer: 'canvas', devicePixelRatio: 1 });
    expect(chartDevice(true, false, 2.625).init.devicePixelRatio).toBe(MAX_CHART_PIXEL_RATIO);
    expect(chartDevice(true, false, 3).init.devicePixelRatio).toBe(MAX_CHART_PIXEL_RATIO);
  });
});
