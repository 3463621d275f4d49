// @ts-check
const path = require('node:path');

/**
 * The jest configuration of every package: ts-jest, jsdom for browser code, the
 * workspace's shared package resolved to its source.
 * @param {string} dir the package folder
 * @param {{ environment?: 'jsdom' | 'node' }} [options]
 */
function jestConfig(dir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true, isolatedModules: true, target: 'ES2022', strict: true, skipLibCheck: true },
          diagnostics: false,
        },
      ],
    },
    moduleNameMapper: {
      '^@pest-portal/shared$': path.resolve(__dirname, '../src/index.ts'),
      '^@pest-portal/shared/(contract|crypto|config)$': path.resolve(__dirname, '../src/$1/index.ts'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
  };
}

module.exports = { jestConfig };
