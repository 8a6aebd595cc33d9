export { CartState, type CartStateKind, type CartStateProps } from './CartState.js';
