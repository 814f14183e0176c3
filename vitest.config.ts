import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] },
      },
      {
        test: { name: 'sandbox-gateway', include: ['packages/sandbox-gateway/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts'],
          setupFiles: ['apps/web/app/test-setup.ts'],
          passWithNoTests: true,
        },
      },
    ],
  },
});
