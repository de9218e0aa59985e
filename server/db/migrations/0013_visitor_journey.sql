CREATE TABLE "community_digests" (
	"join_id" uuid NOT NULL,
	"week" date NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_digests_join_id_week_pk" PRIMARY KEY("join_id","week")
);
--> statement-breakpoint
CREATE TABLE "community_leave_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"community_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "conversation_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "visitor_thread_views" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_reminders" (
	"meeting_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_reminders_meeting_id_recipient_kind_starts_at_pk" PRIMARY KEY("meeting_id","recipient","kind","starts_at")
);
--> statement-breakpoint
ALTER TABLE "community_joins" ADD COLUMN "digest_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "visitor_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "visitor_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "community_id" uuid;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "community_digests" ADD CONSTRAINT "community_digests_join_id_community_joins_id_fk" FOREIGN KEY ("join_id") REFERENCES "public"."community_joins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_leave_tokens" ADD CONSTRAINT "community_leave_tokens_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_links" ADD CONSTRAINT "conversation_links_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_thread_views" ADD CONSTRAINT "visitor_thread_views_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_leave_tokens_email_idx" ON "community_leave_tokens" USING btree ("email");--> statement-breakpoint
CREATE INDEX "conversation_links_org_email_idx" ON "conversation_links" USING btree ("org_id","email");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_visitor_unseen_idx" ON "answers" USING btree ("created_at") WHERE "answers"."visitor_read_at" is null and "answers"."visitor_mailed_at" is null;--> statement-breakpoint
CREATE INDEX "questions_community_idx" ON "questions" USING btree ("community_id") WHERE "questions"."community_id" is not null;--> statement-breakpoint
CREATE INDEX "questions_org_email_idx" ON "questions" USING btree ("org_id","email");--> statement-breakpoint
CREATE INDEX "meetings_org_email_idx" ON "meetings" USING btree ("org_id","email");--> statement-breakpoint
-- ================================================================ hand-written (issue 33)
-- Answers written before read receipts were e-mailed at once (or seen live) under the old rule: the visitor-mail job must not mail them again.
UPDATE "answers" SET "visitor_mailed_at" = "created_at" WHERE "visitor_read_at" IS NULL AND "visitor_mailed_at" IS NULL;--> statement-breakpoint
-- Requests made before these columns existed: booked when created; confirmed calls' last change is the best guess of when.
UPDATE "meetings" SET "requested_at" = "created_at";--> statement-breakpoint
UPDATE "meetings" SET "confirmed_at" = "updated_at" WHERE "status" = 'confirmed' AND "confirmed_at" IS NULL;
