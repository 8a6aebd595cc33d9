export { type ApiClient, type ApiClientOptions, createApiClient } from './client.js';
export { ApiError, apiErrorFrom, type FieldError, isApiError, unwrap } from './errors.js';
export type { components, operations, paths } from './generated/schema.js';
export { createInfiniteQueries, type InfiniteQueries } from './infiniteQueries.js';
export { type InvalidationMeta, invalidateFromMeta } from './invalidation.js';
export { createMutations, type Mutations } from './mutations.js';
export { createQueries, type Queries } from './queries.js';
export { queryKeys } from './queryKeys.js';
export type * from './types.js';
