import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `pnpm --filter @wtkit/storefront dev` serves the app with hot reload and forwards the API and
// the seed images to a running server (`pnpm start`, or API_URL).
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiUrl,
      '/images': apiUrl,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
