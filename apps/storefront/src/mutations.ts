import { createMutations } from '@wtkit/api-client';
import { api } from './apiClient';

/**
 * The API's mutations for the screens that change something, in a module of their own so the
 * pages that only read (and the layout every page loads first) do not carry them.
 */
export const mutations = createMutations(api);
