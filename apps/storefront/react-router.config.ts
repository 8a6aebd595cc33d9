import type { Config } from '@react-router/dev/config';

// React Router framework mode (decision 0042): the route modules under src/framework, built by
// `react-router build` into dist-framework/ (client/ for the browser, server/ for the API;
// elsewhere with FRAMEWORK_BUILD_DIR: the e2e test of a development build puts it aside).
export default {
  appDirectory: 'src/framework',
  buildDirectory: process.env.FRAMEWORK_BUILD_DIR ?? 'dist-framework',
  ssr: true,
} satisfies Config;
