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
ALTER TABLE "community_joins" ADD COLUMN "digest_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "community_id" uuid;--> statement-breakpoint
ALTER TABLE "community_digests" ADD CONSTRAINT "community_digests_join_id_community_joins_id_fk" FOREIGN KEY ("join_id") REFERENCES "public"."community_joins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_leave_tokens" ADD CONSTRAINT "community_leave_tokens_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_leave_tokens_email_idx" ON "community_leave_tokens" USING btree ("email");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_community_idx" ON "questions" USING btree ("community_id") WHERE "questions"."community_id" is not null;