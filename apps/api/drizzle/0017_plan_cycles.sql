CREATE TABLE "plan_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'noticed' NOT NULL,
	"items" jsonb,
	"amount_cents" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"charging_since" timestamp with time zone,
	"payment_intent_id" text,
	"order_id" uuid,
	"last_error" text,
	"link_used_at" timestamp with time zone,
	"out_of_stock_since" date,
	"last_attempt_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_cycles_status_check" CHECK ("plan_cycles"."status" in ('noticed', 'skipped', 'cancelled', 'charging', 'ordered', 'declined', 'needs_authentication', 'out_of_stock', 'missed'))
);
--> statement-breakpoint
ALTER TABLE "plan_cycles" ADD CONSTRAINT "plan_cycles_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_cycles" ADD CONSTRAINT "plan_cycles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_cycles_plan_due_key" ON "plan_cycles" USING btree ("plan_id","due_date");--> statement-breakpoint
CREATE INDEX "plan_cycles_status_idx" ON "plan_cycles" USING btree ("status","due_date");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
