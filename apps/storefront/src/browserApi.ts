import { createApiClient } from '@wtkit/api-client';
import { API_BASE_PATH } from '@wtkit/domain';
import { clearToken, readToken } from './session';

/** The browser's API client: the stored token as the bearer. */
export const browserApi = createApiClient({
  baseUrl: API_BASE_PATH,
  getToken: readToken,
  // A request that carried a token was refused: the session is over. Screens that asked show
  // their own message (Session expired...) and redirect; here the token just goes.
  onUnauthorized: () => clearToken(),
});
