import type { Config } from '@react-router/dev/config';

// React Router framework mode (decision 0042, in progress): the route modules under
// src/framework, built by `react-router build -c vite.framework.config.ts` into dist-framework/.
export default {
  appDirectory: 'src/framework',
  buildDirectory: 'dist-framework',
  ssr: true,
} satisfies Config;
