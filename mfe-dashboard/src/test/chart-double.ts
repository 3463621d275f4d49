/**
 * An echarts instance's stand-in for the chart tests (jest cannot load echarts' ES modules,
 * and jsdom has no canvas): its calls recorded, drawn at 300 x 200.
 */
export function chartDouble() {
  return {
    setOption: jest.fn(),
    resize: jest.fn(),
    dispose: jest.fn(),
    on: jest.fn(),
    off: jest.fn(),
    getWidth: () => 300,
    getHeight: () => 200,
  };
}
