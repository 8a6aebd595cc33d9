import type { DehydratedState } from '@tanstack/react-query';
import { jsonForScript } from '@wtkit/domain';

/** What the server hands the browser with a page: React Router's data and the query cache. */
export interface HydrationState {
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
  queries: DehydratedState;
}

export const STATE_ELEMENT_ID = 'wt-state';

/** The state as a data block (not a script that runs), escaped so no value can end it. */
export function stateScript(state: HydrationState): string {
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${jsonForScript(state)}</script>`;
}

/** The state the server put in the page, or nothing for a page rendered in the browser only. */
export function readHydrationState(): HydrationState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as HydrationState;
}
