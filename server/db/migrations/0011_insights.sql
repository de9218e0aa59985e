CREATE TABLE "insights_daily" (
	"org_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insights_daily_org_id_day_metric_pk" PRIMARY KEY("org_id","day","metric")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "insights_daily" ADD CONSTRAINT "insights_daily_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_joins_community_created_idx" ON "community_joins" USING btree ("community_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_org_created_idx" ON "questions" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_org_answered_idx" ON "questions" USING btree ("org_id","answered_at");--> statement-breakpoint
CREATE INDEX "meetings_org_created_idx" ON "meetings" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "meetings_org_starts_idx" ON "meetings" USING btree ("org_id","starts_at");--> statement-breakpoint
-- ================================================================ hand-written (decision 101): the insights rollup kept current by triggers
-- Every write to questions, meetings and community joins moves its row's
-- counts in insights_daily in the same transaction: the old row's
-- contributions out, the new row's in, on the organization's local day. What
-- a row contributes is exactly what server/insights/rollup.ts counts, so a
-- rebuild writes the same rows. Meetings held depend on the clock, not on a
-- write: the dashboard counts them in the meetings table.
CREATE FUNCTION "insights_bump"(p_org uuid, p_at timestamptz, p_metric text, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_day date;
BEGIN
	IF p_org IS NULL OR p_at IS NULL THEN RETURN; END IF;
	SELECT (p_at AT TIME ZONE o.time_zone)::date INTO v_day FROM organizations o WHERE o.id = p_org;
	-- The organization is being deleted: its rollup goes with it.
	IF v_day IS NULL THEN RETURN; END IF;
	INSERT INTO insights_daily (org_id, day, metric, count) VALUES (p_org, v_day, p_metric, p_delta)
		ON CONFLICT (org_id, day, metric) DO UPDATE SET count = insights_daily.count + EXCLUDED.count;
	IF p_delta < 0 THEN
		DELETE FROM insights_daily WHERE org_id = p_org AND day = v_day AND metric = p_metric AND count = 0;
	END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "insights_questions_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM insights_bump(OLD.org_id, OLD.created_at, 'questions_asked', -1);
		PERFORM insights_bump(OLD.org_id, OLD.answered_at, 'questions_answered', -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM insights_bump(NEW.org_id, NEW.created_at, 'questions_asked', 1);
		PERFORM insights_bump(NEW.org_id, NEW.answered_at, 'questions_answered', 1);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "questions_insights_write" AFTER INSERT OR DELETE ON "questions" FOR EACH ROW EXECUTE FUNCTION "insights_questions_rollup"();--> statement-breakpoint
CREATE TRIGGER "questions_insights_update" AFTER UPDATE OF "org_id", "created_at", "answered_at" ON "questions" FOR EACH ROW
	WHEN (OLD."org_id" IS DISTINCT FROM NEW."org_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."answered_at" IS DISTINCT FROM NEW."answered_at")
	EXECUTE FUNCTION "insights_questions_rollup"();--> statement-breakpoint
CREATE FUNCTION "insights_meetings_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM insights_bump(OLD.org_id, OLD.created_at, 'meetings_booked', -1);
		IF OLD.status = 'cancelled' THEN PERFORM insights_bump(OLD.org_id, OLD.updated_at, 'meetings_cancelled', -1); END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM insights_bump(NEW.org_id, NEW.created_at, 'meetings_booked', 1);
		IF NEW.status = 'cancelled' THEN PERFORM insights_bump(NEW.org_id, NEW.updated_at, 'meetings_cancelled', 1); END IF;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "meetings_insights_write" AFTER INSERT OR DELETE ON "meetings" FOR EACH ROW EXECUTE FUNCTION "insights_meetings_rollup"();--> statement-breakpoint
CREATE TRIGGER "meetings_insights_update" AFTER UPDATE OF "org_id", "created_at", "status", "updated_at" ON "meetings" FOR EACH ROW
	WHEN (OLD."org_id" IS DISTINCT FROM NEW."org_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."status" IS DISTINCT FROM NEW."status"
		OR (NEW."status" = 'cancelled' AND OLD."updated_at" IS DISTINCT FROM NEW."updated_at"))
	EXECUTE FUNCTION "insights_meetings_rollup"();--> statement-breakpoint
CREATE FUNCTION "insights_joins_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM insights_bump((SELECT c.org_id FROM communities c WHERE c.id = OLD.community_id), OLD.created_at, 'community_joins', -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM insights_bump((SELECT c.org_id FROM communities c WHERE c.id = NEW.community_id), NEW.created_at, 'community_joins', 1);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "community_joins_insights_write" AFTER INSERT OR DELETE ON "community_joins" FOR EACH ROW EXECUTE FUNCTION "insights_joins_rollup"();--> statement-breakpoint
CREATE TRIGGER "community_joins_insights_update" AFTER UPDATE OF "community_id", "created_at" ON "community_joins" FOR EACH ROW
	WHEN (OLD."community_id" IS DISTINCT FROM NEW."community_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
	EXECUTE FUNCTION "insights_joins_rollup"();--> statement-breakpoint
-- Existing rows (databases migrated from before issue 20): counted once here.
INSERT INTO insights_daily (org_id, day, metric, count)
SELECT org_id, day, metric, count(*)::int FROM (
	SELECT q.org_id, (q.created_at AT TIME ZONE o.time_zone)::date AS day, 'questions_asked' AS metric FROM questions q JOIN organizations o ON o.id = q.org_id
	UNION ALL SELECT q.org_id, (q.answered_at AT TIME ZONE o.time_zone)::date, 'questions_answered' FROM questions q JOIN organizations o ON o.id = q.org_id WHERE q.answered_at IS NOT NULL
	UNION ALL SELECT m.org_id, (m.created_at AT TIME ZONE o.time_zone)::date, 'meetings_booked' FROM meetings m JOIN organizations o ON o.id = m.org_id
	UNION ALL SELECT m.org_id, (m.updated_at AT TIME ZONE o.time_zone)::date, 'meetings_cancelled' FROM meetings m JOIN organizations o ON o.id = m.org_id WHERE m.status = 'cancelled'
	UNION ALL SELECT c.org_id, (j.created_at AT TIME ZONE o.time_zone)::date, 'community_joins' FROM community_joins j JOIN communities c ON c.id = j.community_id JOIN organizations o ON o.id = c.org_id
) e GROUP BY org_id, day, metric;
