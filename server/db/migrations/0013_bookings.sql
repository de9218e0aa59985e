CREATE TABLE "meeting_reminders" (
	"meeting_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_reminders_meeting_id_recipient_kind_starts_at_pk" PRIMARY KEY("meeting_id","recipient","kind","starts_at")
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ================ hand-written (issue 33, bookings)
-- Requests made before these columns existed: booked when created; confirmed calls' last change is the best guess of when.
UPDATE "meetings" SET "requested_at" = "created_at";--> statement-breakpoint
UPDATE "meetings" SET "confirmed_at" = "updated_at" WHERE "status" = 'confirmed' AND "confirmed_at" IS NULL;
