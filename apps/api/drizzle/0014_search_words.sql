-- Search that uses its indexes at any catalogue size (see docs/decisions/0045-indexed-search.md).
-- Misspelt words are looked up in a vocabulary of the words of product names (a small table with
-- a trigram index) and become full-text alternatives, so a search is one GIN condition on the
-- weighted document instead of a trigram test of every name.
CREATE TABLE search_words (
  word text PRIMARY KEY
);
--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
-- A name's words as search compares them: lower-case, accents folded, split at anything but
-- letters and digits.
CREATE OR REPLACE FUNCTION wtkit_name_words(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT word FROM regexp_split_to_table(lower(public.wtkit_unaccent(name)), '[^[:alnum:]]+') AS word
  WHERE word <> ''
$$;
--> statement-breakpoint
-- Once per statement: an import of 500 rows adds their new words in one insert. Words are added
-- in order, so two writers never wait on each other's words crosswise. A word whose products are
-- all deleted stays: it only widens a search by a word that finds nothing.
CREATE OR REPLACE FUNCTION wtkit_search_words_added() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT DISTINCT word FROM changed_products, public.wtkit_name_words(changed_products.name) AS word
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_inserted
AFTER INSERT ON products REFERENCING NEW TABLE AS changed_products
FOR EACH STATEMENT EXECUTE FUNCTION wtkit_search_words_added();
--> statement-breakpoint
CREATE TRIGGER products_search_words_updated
AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_products
FOR EACH STATEMENT EXECUTE FUNCTION wtkit_search_words_added();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT word FROM products, wtkit_name_words(products.name) AS word
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Typos no longer compare every name, and a SKU matches exactly or by its start: the two trigram
-- indexes of the products go (each cost every write), a prefix index on the SKU comes.
DROP INDEX IF EXISTS products_name_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS products_sku_trgm_idx;
--> statement-breakpoint
CREATE INDEX products_sku_prefix_idx ON products (lower(sku) text_pattern_ops);
