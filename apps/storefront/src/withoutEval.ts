import { validateWithoutEval } from '@wtkit/domain';

// The page's Content-Security-Policy allows no eval, which zod would otherwise probe for. The
// root route module imports this first: the page's module script imports the route modules
// before the client entry, and a route's module may validate as it loads. Not on the server,
// which shares its process (and zod's settings) with the API.
if (typeof document !== 'undefined') validateWithoutEval();
