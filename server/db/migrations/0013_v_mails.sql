ALTER TABLE "answers" ADD COLUMN "visitor_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "visitor_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "answers_visitor_unseen_idx" ON "answers" USING btree ("created_at") WHERE "answers"."visitor_read_at" is null and "answers"."visitor_mailed_at" is null;--> statement-breakpoint
-- ================ hand-written (issue 33, v-mails)
-- Answers written before read receipts were e-mailed at once (or seen live) under the old rule: the visitor-mail job must not mail them again.
UPDATE "answers" SET "visitor_mailed_at" = "created_at" WHERE "visitor_read_at" IS NULL AND "visitor_mailed_at" IS NULL;
