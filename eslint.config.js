import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers: `app/` → `features/<name>/` → shared (`components/`, `lib/`, `hooks/`).
 * Shared code imports no feature and not the app; a feature does not import the app; outside a
 * feature, only its public entries are imported: `index.ts` (what other features and the app use)
 * and `shell.ts` (what the app shell mounts at start-up, kept light). The screens table
 * (`app/screens.ts`, for the router and the start-up download) alone also loads each screen
 * (`components/*-screen.tsx`) lazily, so every screen stays its own chunk, and a list screen's
 * first requests (`first-screen.ts`), started while the screen's code loads. Tests follow
 * the same rules, except that a feature's flow test may drive the app (e.g. its live updates) and
 * the test harness (`testing/`) renders the app's routes.
 */
const WEB = 'apps/web/src';
const ROOT = import.meta.dirname;
const FEATURES = readdirSync(`${ROOT}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = [`${WEB}/components`, `${WEB}/lib`, `${WEB}/hooks`];

/** Nothing outside feature `name` imports its insides; `entries` are the exceptions (globs). */
const featureZone = (name, entries) => ({
  target: [`${WEB}/!(features)/**`, `${WEB}/features/!(${name})/**`],
  from: `${WEB}/features/${name}/**`,
  except: [`${ROOT}/${WEB}/features/${name}/{${entries}}`],
  message: `Import the feature "${name}" through its index.ts (or shell.ts from the app).`,
});
const sharedZone = {
  target: SHARED,
  from: [`${WEB}/features`, `${WEB}/app`],
  message: 'Shared code (components, lib, hooks) imports no feature and not the app.',
};
const appZone = {
  target: `${WEB}/features`,
  from: `${WEB}/app`,
  message: 'A feature does not import the app: the app composes features.',
};
const webLayers = (zones) => ['error', { basePath: ROOT, zones }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/web/e2e/artifacts/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${ROOT}/apps/web/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': webLayers([
        sharedZone,
        appZone,
        ...FEATURES.map((name) => featureZone(name, 'index.ts,shell.ts')),
      ]),
    },
  },
  {
    files: [`${WEB}/app/screens.ts`],
    rules: {
      'import-x/no-restricted-paths': webLayers(
        FEATURES.map((name) =>
          featureZone(name, 'index.ts,shell.ts,first-screen.ts,components/*-screen.tsx'),
        ),
      ),
    },
  },
  {
    // What the page's first script asks for early is each feature's own word (first-requests.ts).
    files: [`${WEB}/boot/first-screen-requests.ts`],
    rules: {
      'import-x/no-restricted-paths': webLayers(
        FEATURES.map((name) => featureZone(name, 'index.ts,shell.ts,first-requests.ts')),
      ),
    },
  },
  {
    files: [`${WEB}/**/*.test.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': webLayers([
        sharedZone,
        ...FEATURES.map((name) => featureZone(name, 'index.ts,shell.ts')),
      ]),
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  prettier,
);
