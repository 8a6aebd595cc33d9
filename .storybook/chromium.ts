import { playwright } from '@vitest/browser-playwright';

/** Debian's Chromium, never a downloaded browser (none can be downloaded here). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Vitest browser mode in headless Chromium, for the story tests and the keyboard pass. */
export const chromiumBrowser = {
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
};
