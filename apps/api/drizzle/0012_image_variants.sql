CREATE TABLE "image_variants" (
	"upload_url" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"variants" jsonb NOT NULL,
	"original_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "image_variants_url_idx" ON "image_variants" USING btree ("url");