/**
 * Validates without compiling code at run time. Zod would otherwise probe `new Function` on its
 * first object parse, which a page served with a Content-Security-Policy without
 * `'unsafe-eval'` reports as a violation. Call once, before any schema is used.
 *
 * This sets zod's shared configuration object (`globalThis.__zod_globalConfig`, which zod's
 * `config()` also writes) instead of importing zod, so a page can call it without loading zod.
 */
export function validateWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
