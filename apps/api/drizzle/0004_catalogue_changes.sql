-- Every write that changes what the catalogue shows (products, their parts, and the units sold
-- that order the Most ordered rail) notifies the channel wtkit_catalogue when its transaction
-- commits. Each server instance listens and drops its cached catalogue answers and pages, so a
-- change made through one instance shows on all of them at once.
CREATE OR REPLACE FUNCTION wtkit_catalogue_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wtkit_catalogue', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION wtkit_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_parts_catalogue_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_parts
FOR EACH STATEMENT EXECUTE FUNCTION wtkit_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_catalogue_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_items
FOR EACH STATEMENT EXECUTE FUNCTION wtkit_catalogue_changed();
