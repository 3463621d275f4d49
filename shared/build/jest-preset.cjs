// @ts-check
const path = require('node:path');

/**
 * The jest configuration of every package: SWC's transform, jsdom for browser code, the
 * workspace's shared package resolved to its source.
 * @param {string} dir the package folder
 * @param {{ environment?: 'jsdom' | 'node' }} [options]
 */
function jestConfig(dir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    rootDir: dir,
    // jsdom plus Node's Fetch API, which react-router 7's data router builds on.
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'jest-environment-dom.cjs') : 'node',
    // antd renders slowly in jsdom on a shared 2-core machine.
    testTimeout: 30000,
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jest-polyfills.cjs')] : [],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    // SWC strips the types (the type checks are `npm run typecheck`'s): on a clean clone,
    // where jest has no transform cache, ts-jest spent minutes compiling each package's
    // copy of the shared sources.
    transform: {
      '^.+\\.tsx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@pest-portal/shared$': path.resolve(__dirname, '../src/index.ts'),
      '^@pest-portal/shared/contract/([a-z-]+)$': path.resolve(
        __dirname,
        '../src/contract/$1/index.ts',
      ),
      '^@pest-portal/shared/(contract|crypto|config|testing)$': path.resolve(
        __dirname,
        '../src/$1/index.ts',
      ),
      '^@pest-portal/shared/ui$': path.resolve(__dirname, '../src/ui-kit/index.ts'),
      // jsdom asks for packages' browser builds; msw/node has none (the API double runs in Node).
      '^msw/node$': path.join(
        path.dirname(require.resolve('msw/package.json')),
        'lib/node/index.js',
      ),
      // @ant-design/icons 6's CommonJS build requires the ES build of @ant-design/colors,
      // which jest cannot load; the CommonJS twin in lib/ is the same code.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
  };
}

module.exports = { jestConfig };
