CREATE TABLE "hidden_messages" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"question_id" uuid NOT NULL,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"question_id" uuid,
	"answer_id" uuid,
	"meeting_id" uuid,
	"ambassador_id" uuid,
	"author_email" text,
	"field" text,
	"text" text,
	"spans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"reported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "safeguarding_rules" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"actions" jsonb NOT NULL,
	"custom_words" jsonb NOT NULL,
	"phone_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "visitor_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"blocked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hidden_messages" ADD CONSTRAINT "hidden_messages_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_ambassador_id_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safeguarding_rules" ADD CONSTRAINT "safeguarding_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_blocks" ADD CONSTRAINT "visitor_blocks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_messages_question_idx" ON "hidden_messages" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "moderation_items_queue_idx" ON "moderation_items" USING btree ("org_id","status","created_at");--> statement-breakpoint
CREATE INDEX "moderation_items_open_reports_idx" ON "moderation_items" USING btree ("question_id") WHERE "moderation_items"."kind" = 'report' and "moderation_items"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_items_answer_idx" ON "moderation_items" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "moderation_items_meeting_idx" ON "moderation_items" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "moderation_items_ambassador_idx" ON "moderation_items" USING btree ("ambassador_id");--> statement-breakpoint
CREATE INDEX "moderation_items_author_idx" ON "moderation_items" USING btree ("author_email");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_blocks_org_email_key" ON "visitor_blocks" USING btree ("org_id","email");