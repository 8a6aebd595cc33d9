-- Product search (see docs/decisions/0037-search-in-postgresql.md): full-text search weighted
-- name (A) > SKU and tags (B) > description (C), trigrams for typos and partial SKUs, accents
-- ignored, and a synonym table the admin extends.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be changed), so no index may use it. This
-- wrapper names the dictionary and is declared IMMUTABLE: the shop never edits the rules file,
-- and an index built on it would be rebuilt (REINDEX) if it did.
CREATE OR REPLACE FUNCTION wtkit_unaccent(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The weighted document the search matches and ranks. Names are schema-qualified: index builds
-- run with a search_path of pg_catalog only. array_to_string is STABLE for any array
-- type; over text[] it is immutable, which lets the index below use the function.
CREATE OR REPLACE FUNCTION wtkit_product_document(name text, sku text, tags text[], description text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, public.wtkit_unaccent(coalesce(name, ''))), 'A')
    || setweight(to_tsvector('english'::regconfig, public.wtkit_unaccent(coalesce(sku, '') || ' ' || coalesce(array_to_string(tags, ' '), ''))), 'B')
    || setweight(to_tsvector('english'::regconfig, public.wtkit_unaccent(coalesce(description, ''))), 'C')
$$;
--> statement-breakpoint
-- Stored, not only indexed: ranking reads it for every match, and computing it again per row
-- cost seconds per query at 10,000 products (docs/performance.md).
ALTER TABLE products ADD COLUMN search_document tsvector
GENERATED ALWAYS AS (public.wtkit_product_document(name, sku, tags, description)) STORED;
--> statement-breakpoint
CREATE INDEX products_search_document_idx ON products USING gin (search_document);
--> statement-breakpoint
CREATE INDEX products_name_trgm_idx ON products USING gin (wtkit_unaccent(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX products_sku_trgm_idx ON products USING gin (sku gin_trgm_ops);
--> statement-breakpoint
-- Two phrases the shop's customers use for the same thing; a query containing one also matches
-- the other, and every phrase linked to it through other pairs. Stored lower-case, words
-- separated by one space.
CREATE TABLE search_synonyms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  term text NOT NULL,
  synonym text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT search_synonyms_distinct_check CHECK (term <> synonym)
);
--> statement-breakpoint
CREATE UNIQUE INDEX search_synonyms_pair_key ON search_synonyms (least(term, synonym), greatest(term, synonym));
--> statement-breakpoint
INSERT INTO search_synonyms (term, synonym) VALUES
  ('ro', 'reverse osmosis'),
  ('gac', 'granular activated carbon'),
  ('kdf', 'kinetic degradation fluxion'),
  ('5 micron', '5 µm'),
  ('whole house', 'point of entry'),
  ('point of entry', 'poe');
--> statement-breakpoint
-- A synonym changes what searches answer: cached catalogue answers are dropped on every instance.
CREATE TRIGGER search_synonyms_catalogue_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
FOR EACH STATEMENT EXECUTE FUNCTION wtkit_catalogue_changed();
