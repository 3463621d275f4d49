const { jestConfig } = require('../shared/build/jest-preset.cjs');

const base = jestConfig(__dirname);

module.exports = {
  ...base,
  // antd renders slowly in jsdom on a shared 2-core machine.
  testTimeout: 30000,
  // jsdom plus Node's Fetch API and TextEncoder, which react-router 7's data router needs.
  testEnvironment: '<rootDir>/jest.environment.cjs',
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // @ant-design/icons 6's CommonJS build requires the ES build of @ant-design/colors,
    // which jest cannot load; the CommonJS twin is the same code.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
  // antd measures with ResizeObserver, which jsdom lacks.
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.polyfills.cjs'],
};
