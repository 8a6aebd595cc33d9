import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      // Stories read the domain package's source, so `pnpm storybook` works before a build.
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        '@wtkit/domain': fileURLToPath(new URL('../packages/domain/src/index.ts', import.meta.url)),
      },
    },
  }),
};

export default config;
