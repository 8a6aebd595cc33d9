import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The extensions the migrations create (product search: trigrams and accent folding). PGlite
 * can only create an extension whose bundle was loaded with the instance, so every
 * `PGlite.create` on the shop's folder passes these.
 */
export const pgliteExtensions = { pg_trgm, unaccent };
