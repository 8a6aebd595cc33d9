CREATE TABLE "tax_rates" (
	"state" text PRIMARY KEY NOT NULL,
	"rate_thousandths" integer NOT NULL,
	"tax_shipping" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate_thousandths" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_check" CHECK ("orders"."tax_cents" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "subtotal_cents";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer GENERATED ALWAYS AS (total_cents + discount_cents - shipping_cents - tax_cents) STORED NOT NULL;
