import { testApi } from '@wtkit/test-support';
import { inject } from 'vitest';

/**
 * The shared test helpers (@wtkit/test-support) against the journeys' server: typed calls to
 * its API for what a journey needs set up or checked behind the page's back.
 */
export const shop = testApi(`${inject('baseUrl')}/api/v1`);
