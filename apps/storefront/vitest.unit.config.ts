import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The storefront's hooks, rendered with Testing Library in happy-dom against a stubbed API
// (test/setup.ts). The journeys of e2e/ run the built app in Chromium instead.
export default defineProject({
  resolve: {
    // Tests read the domain package's source, so they never run against a stale build.
    alias: {
      '@wtkit/domain': fileURLToPath(
        new URL('../../packages/domain/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'storefront',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
