ALTER TABLE "image_variants" ADD COLUMN "variant_set" text;--> statement-breakpoint
ALTER TABLE "image_variants" ADD COLUMN "alias_of" text;--> statement-breakpoint
CREATE INDEX "image_variants_alias_of_idx" ON "image_variants" USING btree ("alias_of");
