import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Components use hooks and events: React Server Components hosts must treat the kit as client
  // code. The directive is added after bundling, where esbuild would otherwise drop it.
  banner: { js: "'use client';" },
});
