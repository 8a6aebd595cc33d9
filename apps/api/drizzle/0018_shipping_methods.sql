CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"delivery_estimate" text NOT NULL,
	"price_cents" integer NOT NULL,
	"free_above_cents" integer,
	"states" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_price_check" CHECK ("shipping_methods"."price_cents" >= 0),
	CONSTRAINT "shipping_methods_free_above_check" CHECK ("shipping_methods"."free_above_cents" >= 0),
	CONSTRAINT "shipping_methods_states_check" CHECK (cardinality("shipping_methods"."states") > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "shipping_method_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "shipping_state" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_check" CHECK ("orders"."shipping_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "subtotal_cents";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer GENERATED ALWAYS AS (total_cents + discount_cents - shipping_cents) STORED NOT NULL;
