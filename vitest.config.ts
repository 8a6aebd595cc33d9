import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's suite; each project keeps its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/storefront/vitest.unit.config.ts',
      '.storybook/vitest.config.ts',
      '.storybook/vitest.keyboard.config.ts',
    ],
  },
});
