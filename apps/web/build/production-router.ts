import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * React Router's package exports name only its development build, whose warnings stay switched
 * on (ENABLE_DEV_WARNINGS) and run on every navigation. The package ships a production build
 * beside it; a production bundle takes that one. The dev server keeps the warnings.
 */
export function productionRouter(): Plugin {
  const packageDir = dirname(require.resolve('react-router/package.json'));
  const entries: Record<string, string> = {
    'react-router': join(packageDir, 'dist/production/index.mjs'),
    'react-router/dom': join(packageDir, 'dist/production/dom-export.mjs'),
  };
  return {
    name: 'circle-production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return entries[source] ?? null;
    },
  };
}
