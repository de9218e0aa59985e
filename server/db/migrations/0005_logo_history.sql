-- Logos are kept by (organization, hash): replacing one must not break the published pages that still show it.
ALTER TABLE "organization_logos" DROP CONSTRAINT "organization_logos_pkey";--> statement-breakpoint
ALTER TABLE "organization_logos" ADD CONSTRAINT "organization_logos_org_id_hash_pk" PRIMARY KEY("org_id","hash");--> statement-breakpoint
CREATE INDEX "organization_logos_hash_idx" ON "organization_logos" USING btree ("hash");
