/// <reference types="vite/client" />
import type { NavigateOptions } from 'react-router-dom';

declare global {
  interface ImportMetaEnv {
    /** Google sign-in is offered only when this is set (issue 6). */
    readonly VITE_GOOGLE_CLIENT_ID?: string;
    /** Checkout takes cards through Stripe Elements when this is set, else the test provider. */
    readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
    readonly VITE_SHOP_NAME?: string;
    /** The logo's text in the header. */
    readonly VITE_SHOP_SHORT_NAME?: string;
    readonly VITE_SHOP_PHONE?: string;
    readonly VITE_SHOP_EMAIL?: string;
    /** Footer social links: a page address each; empty hides that network. */
    readonly VITE_SOCIAL_FACEBOOK?: string;
    readonly VITE_SOCIAL_INSTAGRAM?: string;
    readonly VITE_SOCIAL_YOUTUBE?: string;
    readonly VITE_SOCIAL_X?: string;
  }
}

// react-aria links hand their `routerOptions` to React Router's navigate (state, replace).
declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}
