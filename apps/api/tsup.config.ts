import { defineConfig } from 'tsup';

export default defineConfig({
  // The backup's packing process runs as a file of its own (see src/backup/backupInChild.ts).
  entry: { main: 'src/main.ts', 'backup-pack': 'src/backup/packProcess.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
});
