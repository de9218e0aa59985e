CREATE TABLE "publication_reviews" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "question_reminders" (
	"question_id" uuid NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_reminders_question_id_ambassador_id_kind_pk" PRIMARY KEY("question_id","ambassador_id","kind")
);
--> statement-breakpoint
CREATE TABLE "staff_digests" (
	"org_id" uuid NOT NULL,
	"day" date NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_digests_org_id_day_pk" PRIMARY KEY("org_id","day")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_publication_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "reassigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publication_reviews" ADD CONSTRAINT "publication_reviews_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_reviews" ADD CONSTRAINT "publication_reviews_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reminders" ADD CONSTRAINT "question_reminders_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reminders" ADD CONSTRAINT "question_reminders_ambassador_id_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_digests" ADD CONSTRAINT "staff_digests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_reviews_queue_idx" ON "publication_reviews" USING btree ("org_id","status","requested_at","question_id");--> statement-breakpoint
CREATE INDEX "questions_open_idx" ON "questions" USING btree ("created_at") WHERE "questions"."status" = 'open';--> statement-breakpoint
-- A question that moves to another ambassador (deactivation, staff reassignment, any future path) restarts the reminder clock: noted here, whoever moves it.
CREATE FUNCTION "questions_note_reassignment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.reassigned_at := now();
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "questions_reassigned_at" BEFORE UPDATE OF "ambassador_id" ON "questions" FOR EACH ROW WHEN (OLD."ambassador_id" IS DISTINCT FROM NEW."ambassador_id") EXECUTE FUNCTION "questions_note_reassignment"();
