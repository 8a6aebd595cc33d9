/** The session token's storage key, the API's base path and the footer's year. */

/** Local-storage key of the session token. */
export const TOKEN_STORAGE_KEY = 'token';
export const API_BASE_PATH = '/api/v1';
export const COPYRIGHT_YEAR = 2025;
