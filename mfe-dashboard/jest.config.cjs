const { jestConfig } = require('../shared/build/jest-preset.cjs');

module.exports = jestConfig(__dirname);
