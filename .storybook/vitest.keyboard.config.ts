import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { chromiumBrowser } from './chromium.js';

// The keyboard pass (keyboard*.test.tsx): every story rendered from its CSF export (portable
// stories) in headless Chromium and tabbed through with real key presses. A project of its own
// because the `storybook` project only runs stories.
export default defineProject({
  resolve: {
    // As in main.ts: stories read the workspace packages' sources.
    conditions: ['@wtkit/source', ...defaultClientConditions],
  },
  test: {
    name: 'keyboard',
    dir: fileURLToPath(new URL('.', import.meta.url)),
    // The pass over the stories is split by story section into files that run side by side.
    include: ['keyboard*.test.tsx'],
    // After the story tests (group 1): one Chromium at a time on two cores.
    sequence: { groupOrder: 2 },
    // Files run side by side in tabs of that Chromium (Vitest's default on two cores is one at a
    // time). Most of a keyboard test is waiting for the page to settle, so four overlap well.
    maxWorkers: 4,
    testTimeout: 30_000,
    browser: chromiumBrowser,
  },
});
