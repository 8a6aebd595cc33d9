/**
 * The moment the server's page has been hydrated: the first render has matched the server's
 * (which had no session and no signed-in answers), and from here on the app may show what only
 * the browser knows. Work queued before it runs then.
 */
const waiting: (() => void)[] = [];
let isHydrated = false;

export function afterHydration(run: () => void) {
  if (isHydrated) run();
  else waiting.push(run);
}

/** Whether the page has been hydrated (the first render, which matched the server's, is done). */
export function pageIsHydrated(): boolean {
  return isHydrated;
}

/** Called once by the layout's first effect; marks `<html data-hydrated>` (the page answers). */
export function hydrated() {
  if (isHydrated) return;
  isHydrated = true;
  document.documentElement.setAttribute('data-hydrated', '');
  for (const run of waiting.splice(0)) run();
}
