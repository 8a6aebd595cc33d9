import { createInfiniteQueries } from '@wtkit/api-client';
import { api } from './apiClient';

/**
 * The option factories of the paged reads a screen shows more of on demand (`useInfiniteQuery`),
 * in a module of their own: only the screens that page load them, not every page's first load.
 */
export const infiniteQueries = createInfiniteQueries(api);
