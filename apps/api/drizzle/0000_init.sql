CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_parts" (
	"filter_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_parts_filter_id_part_id_pk" PRIMARY KEY("filter_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer NOT NULL,
	"category" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"important" smallint,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"type" text DEFAULT 'none' NOT NULL,
	"filter_type" text DEFAULT 'none' NOT NULL,
	"quick_replace_months" integer,
	"slow_replace_months" integer,
	"additional" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_important_check" CHECK ("products"."important" between 1 and 3),
	CONSTRAINT "products_category_check" CHECK ("products"."category" in ('commercial', 'residential', 'test kit')),
	CONSTRAINT "products_type_check" CHECK ("products"."type" in ('none', 'part', 'filter')),
	CONSTRAINT "products_filter_type_check" CHECK ("products"."filter_type" in ('none', 'undersink', 'wholehouse'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"password_hash" text,
	"google_sub" text,
	"image_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"address_street" text DEFAULT '' NOT NULL,
	"address_city" text DEFAULT '' NOT NULL,
	"address_state" text DEFAULT '' NOT NULL,
	"address_zip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_contact_check" CHECK ("users"."email" is not null or "users"."phone_number" is not null)
);
--> statement-breakpoint
ALTER TABLE "product_parts" ADD CONSTRAINT "product_parts_filter_id_products_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parts" ADD CONSTRAINT "product_parts_part_id_products_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_parts_part_idx" ON "product_parts" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_important_idx" ON "products" USING btree ("important");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");