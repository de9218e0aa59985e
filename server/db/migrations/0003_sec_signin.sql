CREATE TABLE "community_join_requests" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"community_id" uuid NOT NULL,
	"email" text NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"locale" text NOT NULL,
	"visitor_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_guards" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failed_at" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL
);
--> statement-breakpoint
-- Codes live 10 minutes and are now keyed by account, not ambassador: the ones in flight are dropped (asking again gives a new one).
DELETE FROM "sign_in_codes";--> statement-breakpoint
ALTER TABLE "sign_in_codes" DROP CONSTRAINT "sign_in_codes_ambassador_id_ambassadors_id_fk";
--> statement-breakpoint
DROP INDEX "sign_in_codes_ambassador_idx";--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "account_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "requester_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "community_join_requests" ADD CONSTRAINT "community_join_requests_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_codes_account_idx" ON "sign_in_codes" USING btree ("account_key","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "sign_in_codes" DROP COLUMN "ambassador_id";