export { CartLine, type CartLineItem, type CartLineProps } from './CartLine.js';
