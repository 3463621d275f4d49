const { jestConfig } = require('../shared/build/jest-preset.cjs');

const base = jestConfig(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  // PGlite's CommonJS build uses dynamic import(), which jest's vm refuses without a node
  // flag; see jest/dynamic-import-transform.cjs.
  transform: { ...base.transform, '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest/dynamic-import-transform.cjs' },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
};
