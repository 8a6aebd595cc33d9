-- Indexes for the product listings' keyset orders (each ends in the id, so no two rows tie):
-- by name (alone and within a category), by price, newest; and units sold by product for the
-- best-selling order.
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id","quantity");--> statement-breakpoint
CREATE INDEX "products_name_id_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_category_name_id_idx" ON "products" USING btree ("category","name","id");--> statement-breakpoint
CREATE INDEX "products_price_id_idx" ON "products" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "products_created_id_idx" ON "products" USING btree ("created_at","id");