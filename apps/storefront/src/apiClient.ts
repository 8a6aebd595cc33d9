import { createApiClient, createQueries } from '@wtkit/api-client';
import { API_BASE_PATH } from '@wtkit/domain';
import { createQueryClient } from './queryClient';
import { clearToken, readToken } from './session';

/** The browser's API client: the stored token as the bearer. */
export const api = createApiClient({
  baseUrl: API_BASE_PATH,
  getToken: readToken,
  // A request that carried a token was refused: the session is over. Screens that asked show
  // their own message (Session expired...) and redirect; here the token just goes.
  onUnauthorized: () => clearToken(),
});

/** The query option factories the screens read the API with. */
export const queries = createQueries(api);

/**
 * The browser's query cache, which the API's answers fill. Here with the client: every screen
 * that asks the API has both, so they load as one.
 */
export const queryClient = createQueryClient();
