import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The storefront's hooks, rendered with Testing Library in happy-dom against a stubbed API
// (test/setup.ts). The journeys of e2e/ run the built app in Chromium instead.
export default defineProject({
  resolve: {
    // Tests read the workspace packages' sources (their `@wtkit/source` export condition), as
    // the app's build does, so they never run against a stale build.
    conditions: ['@wtkit/source', ...defaultClientConditions],
  },
  test: {
    name: 'storefront',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
