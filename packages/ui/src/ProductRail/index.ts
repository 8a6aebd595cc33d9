export { ProductRail, type ProductRailProps, type ProductRailStatus } from './ProductRail.js';
