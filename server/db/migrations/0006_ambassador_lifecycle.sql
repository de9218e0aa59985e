CREATE TABLE "ambassador_invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambassador_photos" (
	"ambassador_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"size" smallint NOT NULL,
	"image" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambassador_photos_ambassador_id_hash_size_pk" PRIMARY KEY("ambassador_id","hash","size")
);
--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ambassador_invitations" ADD CONSTRAINT "ambassador_invitations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_invitations" ADD CONSTRAINT "ambassador_invitations_ambassador_id_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_photos" ADD CONSTRAINT "ambassador_photos_ambassador_id_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambassador_invitations_ambassador_idx" ON "ambassador_invitations" USING btree ("ambassador_id");--> statement-breakpoint
CREATE INDEX "ambassador_photos_hash_idx" ON "ambassador_photos" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "ambassadors_org_status_idx" ON "ambassadors" USING btree ("org_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Ambassadors deactivated before there was a status are inactive.
UPDATE "ambassadors" SET "status" = 'inactive' WHERE NOT "active";--> statement-breakpoint
ALTER TABLE "ambassadors" ADD CONSTRAINT "ambassadors_active_is_status" CHECK ("ambassadors"."active" = ("ambassadors"."status" = 'active'));