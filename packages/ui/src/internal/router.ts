import type { LinkProps } from 'react-aria-components';

/**
 * Options passed to the host's router with a link (for example React Router's `state`). Their
 * type comes from the host's `RouterConfig` augmentation of react-aria.
 */
export type RouterOptions = LinkProps['routerOptions'];
