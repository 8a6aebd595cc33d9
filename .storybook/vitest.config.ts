import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { chromiumBrowser } from './chromium.js';

// Every story is a test: it renders in headless Chromium, its play function runs, and axe
// checks it (parameters.a11y.test = 'error' in preview.tsx).
export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'storybook',
    // Run after the other projects: Chromium competing with the API's database tests for two
    // cores slows both past their timeouts.
    sequence: { groupOrder: 1 },
    browser: chromiumBrowser,
  },
});
