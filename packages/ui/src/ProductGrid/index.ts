export { ProductGrid, type ProductGridProps } from './ProductGrid.js';
