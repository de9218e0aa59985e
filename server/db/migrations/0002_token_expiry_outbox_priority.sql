DROP INDEX "notifications_due_idx";--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Links minted before expiry existed: a thread's live 90 days after its last answer (or the question), a meeting's 90 days after it ends.
UPDATE "access_tokens" SET "expires_at" = coalesce(
  (SELECT greatest(q."created_at", (SELECT max(a."created_at") FROM "answers" a WHERE a."question_id" = q."id")) FROM "questions" q WHERE q."id" = "access_tokens"."subject_id" AND "access_tokens"."kind" = 'thread'),
  (SELECT m."ends_at" FROM "meetings" m WHERE m."id" = "access_tokens"."subject_id" AND "access_tokens"."kind" = 'meeting'),
  now()) + interval '90 days';--> statement-breakpoint
ALTER TABLE "access_tokens" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "priority" = 1 WHERE "kind" = 'sign_in_code' AND "status" = 'pending';--> statement-breakpoint
-- Delivered emails kept their links and codes: redact them as the worker now does on delivery (server/notifications/redact.ts).
UPDATE "notifications" SET "body_text" = regexp_replace("body_text", '(tt|mt|vs|as)_[A-Za-z0-9_-]{43}', '[redacted]', 'g') WHERE "status" = 'sent';--> statement-breakpoint
UPDATE "notifications" SET "body_text" = regexp_replace("body_text", '\m[0-9]{6}\M', '[redacted]', 'g'), "subject" = regexp_replace("subject", '\m[0-9]{6}\M', '[redacted]', 'g') WHERE "status" = 'sent' AND "kind" = 'sign_in_code';--> statement-breakpoint
CREATE INDEX "notifications_queue_idx" ON "notifications" USING btree ("priority" DESC NULLS LAST,"id") WHERE "notifications"."status" = 'pending';
