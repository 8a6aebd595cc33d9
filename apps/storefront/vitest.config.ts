import { defineProject } from 'vitest/config';

// End-to-end: the real server started as `pnpm start` starts it, driven in Debian's Chromium.
export default defineProject({
  test: {
    name: 'storefront-e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    setupFiles: ['e2e/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
