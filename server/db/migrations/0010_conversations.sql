CREATE TABLE "conversation_ratings" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "last_follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD COLUMN "follow_up_id" uuid;--> statement-breakpoint
-- Reminders sent before conversations belong to the clock of their question as it stood then (asked or reassigned).
ALTER TABLE "question_reminders" ADD COLUMN "clock_started_at" timestamp with time zone;--> statement-breakpoint
UPDATE "question_reminders" r SET "clock_started_at" = coalesce(q."reassigned_at", q."created_at") FROM "questions" q WHERE q."id" = r."question_id";--> statement-breakpoint
ALTER TABLE "question_reminders" ALTER COLUMN "clock_started_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "question_reminders" DROP CONSTRAINT "question_reminders_question_id_ambassador_id_kind_pk";--> statement-breakpoint
ALTER TABLE "question_reminders" ADD CONSTRAINT "question_reminders_question_id_ambassador_id_kind_clock_started_at_pk" PRIMARY KEY("question_id","ambassador_id","kind","clock_started_at");--> statement-breakpoint
ALTER TABLE "conversation_ratings" ADD CONSTRAINT "conversation_ratings_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_ratings" ADD CONSTRAINT "conversation_ratings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_ratings" ADD CONSTRAINT "conversation_ratings_ambassador_id_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_ratings_org_idx" ON "conversation_ratings" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_ratings_ambassador_idx" ON "conversation_ratings" USING btree ("ambassador_id");--> statement-breakpoint
CREATE INDEX "follow_ups_question_idx" ON "follow_ups" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_ups_unmailed_idx" ON "follow_ups" USING btree ("created_at") WHERE "follow_ups"."mailed_at" is null;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_follow_up_id_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."follow_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_items_follow_up_idx" ON "moderation_items" USING btree ("follow_up_id");