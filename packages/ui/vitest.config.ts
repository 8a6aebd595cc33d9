import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Testing Library in happy-dom: fake-timer tests of timing behaviour (carousel timers, message
// durations) and hooks. Stories run in real Chromium in the `storybook` project instead.
export default defineProject({
  resolve: {
    // Tests read the domain package's source (its `@wtkit/source` export condition), so they
    // never run against a stale build.
    conditions: ['@wtkit/source', ...defaultClientConditions],
  },
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
