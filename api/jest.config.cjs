const { jestConfig } = require('../shared/build/jest-preset.cjs');

const base = jestConfig(__dirname, { environment: 'node' });

/**
 * Two packages the server uses natively cannot load in jest's module sandbox as they ship:
 * PGlite's CommonJS build uses dynamic import() (refused without a node flag; see
 * jest/dynamic-import-transform.cjs), and fastify's inject uses `cookie`, which is ESM only
 * (node requires ESM natively, jest before node 24.9 does not). Both are transformed here.
 */
module.exports = {
  ...base,
  // One migrated, seeded database for the run; each test file loads its own copy
  // (src/testing/template-db.ts). Starting PGlite still takes a few seconds on a busy machine.
  // With PP_TEST_DATABASE_URL the template and the copies are databases on that server
  // (src/testing/test-database.ts).
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
  testTimeout: 30000,
  // Two workers although the machine has two cores (jest would take one): `npm run
  // test:unit` runs this suite beside the browser packages' suites, which end first; the
  // API's files, each waiting on its own database, then have both cores to themselves.
  maxWorkers: 2,
  transform: {
    ...base.transform,
    '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest/dynamic-import-transform.cjs',
    '/node_modules/cookie/.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|cookie)/)'],
};
