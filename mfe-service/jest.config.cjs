const path = require('node:path');
const { jestConfig } = require('../shared/build/jest-preset.cjs');

const config = jestConfig(__dirname);
module.exports = {
  ...config,
  setupFilesAfterEnv: [
    ...config.setupFilesAfterEnv,
    path.join(__dirname, 'src/test/table-code.ts'),
  ],
};
