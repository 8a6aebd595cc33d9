import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's suite; each project keeps its own config.
export default defineConfig({
  test: {
    // Three test files at a time (Vitest's default on two cores is one): much of the suite waits
    // on servers and browsers rather than computing.
    maxWorkers: 3,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/api/vitest.postgres.config.ts',
      'apps/storefront/vitest.unit.config.ts',
      '.storybook/vitest.config.ts',
      '.storybook/vitest.keyboard.config.ts',
    ],
  },
});
