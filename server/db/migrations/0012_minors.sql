CREATE TABLE "profile_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_profile_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "meeting_link_template" text DEFAULT 'https://meet.jit.si/{room}' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "phone_calls_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "browser_key" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "unpublished_by_staff_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "room_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_revisions" ADD CONSTRAINT "profile_revisions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_revisions" ADD CONSTRAINT "profile_revisions_ambassador_id_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_revisions_one_pending_key" ON "profile_revisions" USING btree ("ambassador_id") WHERE "profile_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_revisions_queue_idx" ON "profile_revisions" USING btree ("org_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_room_key_key" ON "meetings" USING btree ("room_key");--> statement-breakpoint
-- ================================================================ hand-written (issue 32)
-- Organizations that existed before phone calls became opt-in keep offering them:
-- only organizations created from now on start with phone calls off.
UPDATE "organizations" SET "phone_calls_enabled" = true;
