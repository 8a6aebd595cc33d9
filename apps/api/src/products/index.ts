/** What the rest of the server may use of this feature; its other modules are its own. */
export { GenerationCache } from './generationCache.js';
export { afterId, inIdBatches, productCount, productIdAt } from './idBatches.js';
export type { ProductRow } from './mapping.js';
export { type ProductColumns, toColumns } from './mapping.js';
export { replaceParts } from './queries.js';
export { productRoutes } from './routes.js';
export {
  type ListingFigures,
  PART_LISTED_TWICE,
  PART_MUST_EXIST,
  PRODUCT_NOT_FOUND,
} from './service.js';
export { synonymRoutes } from './synonymRoutes.js';
