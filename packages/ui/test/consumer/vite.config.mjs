export default {
  logLevel: 'warn',
  build: {
    rollupOptions: {
      // '"use client"' at the top of @wtkit/ui is for React Server Components hosts; a client
      // bundle drops it, as it should.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
};
