import type { Config } from '@react-router/dev/config';

// React Router framework mode (decision 0042): src/root.tsx, src/routes.ts and the route modules
// in src/routes (the screens they draw are in src/pages), built by
// `react-router build` into dist-framework/ (client/ for the browser, server/ for the API;
// elsewhere with FRAMEWORK_BUILD_DIR: the e2e test of a development build puts it aside).
export default {
  appDirectory: 'src',
  buildDirectory: process.env.FRAMEWORK_BUILD_DIR ?? 'dist-framework',
  ssr: true,
} satisfies Config;
