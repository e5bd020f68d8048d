import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const alias = { '@circle/contract': contractSource, '@': webSource };

export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          globalSetup: ['scripts/test-setup/compile-contract.ts'],
          include: [
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Flow tests wait for lazily loaded screens; a busy machine must not fail them.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['scripts/test-setup/compile-contract.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Closing an app waits for the job in progress, which a loaded machine slows down.
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
