// One flat config for the whole workspace. The import boundaries of DESIGN.md §1 live
// here: shared imports no app, a remote imports @pest-portal/shared and nothing else of
// ours, the shell knows remotes only through the federation runtime.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const apps = [
  'shell',
  'mfe-service',
  'mfe-dashboard',
  'mfe-qualification',
  'mfe-feedback',
  'mfe-scanner',
];
const ours = [
  '@pest-portal/shell',
  '@pest-portal/api',
  '@pest-portal/e2e',
  ...apps.slice(1).map((a) => `@pest-portal/${a}`),
];

/** Forbid importing the given packages and reaching into sibling folders by relative path. */
function boundary(files, forbiddenPackages, forbiddenFolders) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbiddenPackages.map((p) => ({
              group: [p, `${p}/*`],
              message: `${p} is outside this package's boundary (DESIGN.md §1).`,
            })),
            ...forbiddenFolders.map((f) => ({
              // The API package is reached through its sources: a section's own calls
              // live in its src/api/ folder, which this must not catch.
              group: f === 'api' ? ['**/api/src/**', '**/api/src'] : [`**/${f}/**`, `**/${f}`],
              message: `Do not reach into ${f} by path (DESIGN.md §1).`,
            })),
          ],
        },
      ],
    },
  };
}

const ANTD_KIT_MESSAGE =
  "antd's components come from @pest-portal/shared/antd (the shared kit, DESIGN.md §7); add a missing one to shared/src/antd-kit/.";

const ANTD_RULE = { name: 'antd', allowTypeImports: true, message: ANTD_KIT_MESSAGE };
// An icon by its own file, as antd's components import theirs: the package's index
// re-exports all ~860 icons, and every build resolved, parsed and cached each of them (and
// its svg) before dropping the unused ones: 1700 of mfe-feedback's 1850 modules. By file,
// a cold build of all apps took 58.7 s instead of 69.5 (issue 13's target: 60 s), the
// output the same bytes.
const ICONS_RULE = {
  name: '@ant-design/icons',
  message:
    "Import an icon by its own file: import XOutlined from '@ant-design/icons/es/icons/XOutlined'.",
};
const ROUTER_RULES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message:
    'react-router comes from @pest-portal/shared/router (the shared router kit); add a missing name to shared/src/router-kit/.',
}));

/**
 * Packages with one instance on the page, reached only through the platform's kits; antd's
 * internal paths (antd/es, antd/lib) likewise.
 */
function onePerPage(files, ignores, paths) {
  return {
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths,
          patterns: [
            {
              group: ['antd/es/*', 'antd/lib/*'],
              allowTypeImports: true,
              message: ANTD_KIT_MESSAGE,
            },
          ],
        },
      ],
    },
  };
}

/** What no file of shared may import: the apps, the API, the tests. */
const sharedForbidden = [
  '@pest-portal/shell',
  '@pest-portal/api',
  '@pest-portal/e2e',
  ...apps.slice(1).map((a) => `@pest-portal/${a}`),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-single/**',
      '**/releases/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/.ship-builds/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Import cycles (issue 7): a module that imports itself through others loads half-made
    // under webpack's and jest's module systems, and makes a section hard to split. Within
    // each package (the boundaries above already keep packages apart); type-only imports are
    // erased at build time and do not count.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the rule may parse to follow imports (the plugin's TypeScript preset).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.base.json', '*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The platform core draws nothing: antd only in the antd kit (shared at run time as
  // four groups), the UI kit (bundled per app) and the test helpers.
  {
    ...boundary(['shared/**'], [...sharedForbidden, 'antd'], apps),
    ignores: ['shared/src/ui-kit/**', 'shared/src/testing/**', 'shared/src/antd-kit/**'],
  },
  boundary(
    ['shared/src/ui-kit/**', 'shared/src/testing/**', 'shared/src/antd-kit/**'],
    sharedForbidden,
    apps,
  ),
  // One antd and one router on the page (DESIGN.md §7): antd's components only through the
  // shared kit, whose singleton the shell provides (antd's types and locale data may still
  // come from antd); react-router only through the router kit (shared/src/router-kit).
  // Tests may build react-router's test routers themselves: jest has one module system.
  onePerPage(
    [...apps.map((app) => `${app}/src/**`), 'shared/src/**'],
    ['**/*.test.ts', '**/*.test.tsx', 'shared/src/testing/**', 'shared/src/*-kit/**'],
    [ANTD_RULE, ICONS_RULE, ...ROUTER_RULES],
  ),
  onePerPage(
    ['**/*.test.ts', '**/*.test.tsx', 'shared/src/testing/**'],
    [],
    [ANTD_RULE, ICONS_RULE],
  ),
  // The kits reach antd and the router themselves; an icon by its file there too.
  onePerPage(['shared/src/*-kit/**'], ['shared/src/ui-kit/**'], [ICONS_RULE]),
  // The UI kit draws with antd's components, so it too reaches them through the antd kit.
  onePerPage(
    ['shared/src/ui-kit/**'],
    ['**/*.test.ts', '**/*.test.tsx'],
    [ANTD_RULE, ICONS_RULE, ...ROUTER_RULES],
  ),
  // A skeleton without antd's shimmer (`active`): the shimmer animates a background, which
  // the browser repaints on the main thread every frame, while antd's Spin and the portal's
  // loading bar animate transforms and opacity, off it. Shown while a section's code, a
  // page's data or a chart's code arrives, it took ~40% of the phone's main thread (a frame
  // every ~20 ms) from the page evaluating and rendering behind it (issue 13: cold service
  // list traced at 8x; README, "Skeletons that do not shimmer").
  {
    files: [...apps.map((app) => `${app}/src/**/*.tsx`), 'shared/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXOpeningElement[name.name='Skeleton']",
          "JSXOpeningElement[name.object.name='Skeleton']",
        ].map((element) => ({
          selector: `${element} > JSXAttribute[name.name='active']`,
          message:
            'No shimmer (active) on a skeleton: it repaints on the main thread every frame while the page renders behind it (eslint.config.mjs).',
        })),
      ],
    },
  },
  // 'api/src', not 'api': a remote's own calls live in its src/api/ (shared/README.md).
  ...apps
    .slice(1)
    .map((app) =>
      boundary([`${app}/**`], ours, [...apps.filter((a) => a !== app), 'api/src', 'e2e']),
    ),
  boundary(
    ['shell/**'],
    ours.filter((p) => p !== '@pest-portal/shell'),
    [...apps.slice(1), 'api', 'e2e'],
  ),
  boundary(['api/**'], ours, apps),
);
