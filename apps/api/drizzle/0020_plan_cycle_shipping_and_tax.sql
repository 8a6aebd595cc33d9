ALTER TABLE "plan_cycles" ADD COLUMN "shipping_cents" integer;--> statement-breakpoint
ALTER TABLE "plan_cycles" ADD COLUMN "tax_cents" integer;--> statement-breakpoint
ALTER TABLE "plan_cycles" ADD COLUMN "shipping_method_id" uuid;--> statement-breakpoint
UPDATE "plan_cycles" SET "shipping_cents" = 0, "tax_cents" = 0 WHERE "amount_cents" IS NOT NULL;
