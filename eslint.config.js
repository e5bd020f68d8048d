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

/**
 * The server's layers: `app/` composes the modules (`modules/<name>/`), which meet only through
 * each other's `index.ts` (its routes, its composer, the ports and types it offers); inside a
 * module, files import each other directly. Adapters (`adapters/`) talk to the outside world and
 * import no module and not the app; `domain/` holds pure rules (no I/O, no module, no adapter);
 * `lib/` is shared by all and imports no module and not the app. Mail goes out only through the
 * notifications module (its templates, its outbox deliveries): no other module imports the mailer.
 */
const SERVER = 'apps/server/src';
const MODULES = readdirSync(`${ROOT}/${SERVER}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Nothing outside module `name` imports its insides, only its index.ts. */
const moduleZone = (name) => ({
  target: [`${SERVER}/*.ts`, `${SERVER}/!(modules)/**`, `${SERVER}/modules/!(${name})/**`],
  from: `${SERVER}/modules/${name}/**`,
  except: [`${ROOT}/${SERVER}/modules/${name}/index.{ts,js}`],
  message: `Import the module "${name}" through its index.ts.`,
});
/** The modules that send mail: the notifications module decides, the mail module's outbox sends. */
const MAIL_SENDERS = ['notifications', 'mail'];
const serverZones = [
  ...MODULES.map(moduleZone),
  {
    target: `${SERVER}/modules/!(${MAIL_SENDERS.join('|')})/**`,
    from: `${SERVER}/adapters/mailer/**`,
    message:
      'Only the notifications module sends mail: raise a domain event, or use the AccountMail port of its index.ts.',
  },
  {
    target: `${SERVER}/adapters`,
    from: [`${SERVER}/modules`, `${SERVER}/app`],
    message: 'An adapter imports no module and not the app: the module hands it what it needs.',
  },
  {
    target: `${SERVER}/domain`,
    from: [`${SERVER}/modules`, `${SERVER}/app`, `${SERVER}/adapters`, `${SERVER}/db`],
    message: 'Domain rules are pure: they import no module, adapter, app or database.',
  },
  {
    target: `${SERVER}/lib`,
    from: [`${SERVER}/modules`, `${SERVER}/app`],
    message: 'Shared code (lib) imports no module and not the app.',
  },
];

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
    files: [`${SERVER}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${ROOT}/apps/server/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverZones }],
      // Small files with one concern: split by concern long before this.
      'max-lines': ['error', { max: 500 }],
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
