CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tracked_part_id" uuid NOT NULL,
	"saved_card_id" uuid,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"skipped_due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_status_check" CHECK ("plans"."status" in ('active', 'paused', 'cancelled')),
	CONSTRAINT "plans_quantity_check" CHECK ("plans"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_tracked_part_id_tracked_parts_id_fk" FOREIGN KEY ("tracked_part_id") REFERENCES "public"."tracked_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_live_part_key" ON "plans" USING btree ("tracked_part_id") WHERE "plans"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "plans_user_idx" ON "plans" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "test_clock" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_clock_one_row" CHECK ("test_clock"."id")
);
