export { CartBadge, type CartBadgeProps } from './CartBadge.js';
