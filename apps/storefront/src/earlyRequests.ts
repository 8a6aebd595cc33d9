import { API_BASE_PATH, jsonForScript, TOKEN_STORAGE_KEY } from '@wtkit/domain';

/**
 * The signed-in answers a page needs first. The server cannot ask for them (the session is in
 * the browser's storage), so the page's head starts them before any script has loaded, and the
 * app takes them as its queries' first answers instead of asking once it has hydrated.
 */
export const EARLY_REQUESTS = {
  me: '/users/me',
  cart: '/cart',
  tracker: '/trackers',
  orders: '/orders/myorders',
} as const;

export type EarlyRequest = keyof typeof EARLY_REQUESTS;

/** Every page's header shows the user and the cart's count. */
export const EVERY_PAGE: readonly EarlyRequest[] = ['me', 'cart'];

export const EARLY_GLOBAL = '__wtEarly';

/**
 * The head's script: mark the document as signed in (the header keeps the avatar's place) and
 * start the page's requests with the stored token, each settling with its status and body.
 */
export function earlyRequestsScript(names: readonly EarlyRequest[]): string {
  const paths = Object.fromEntries(
    names.map((name) => [name, API_BASE_PATH + EARLY_REQUESTS[name]]),
  );
  return `try{const t=localStorage.getItem(${jsonForScript(TOKEN_STORAGE_KEY)});if(t){document.documentElement.classList.add('wt-session');const e={};for(const[n,p]of Object.entries(${jsonForScript(paths)})){e[n]=fetch(p,{headers:{Authorization:'Bearer '+t}}).then(r=>r.json().then(b=>({status:r.status,body:b}),()=>({status:r.status,body:null})));e[n].catch(()=>{})}window.${EARLY_GLOBAL}=e}}catch(e){}`;
}

/** What an early request settles with (it rejects only when the network failed). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}
