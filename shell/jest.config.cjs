const { jestConfig } = require('../shared/build/jest-preset.cjs');

const base = jestConfig(__dirname);

module.exports = {
  ...base,
  // react-router 7 needs TextEncoder at import time; jsdom does not provide it.
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.polyfills.cjs'],
};
