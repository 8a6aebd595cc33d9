-- Messages written in the same transaction as an order (pending) are delivered right after the
-- commit; the outbox job delivers those no instance did (a crash between commit and delivery)
-- once their lease has passed, so its index covers pending rows as well as failed ones.
DROP INDEX "outbox_retry_idx";--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('pending', 'failed');