CREATE TABLE "campaign_day_leads" (
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_day_leads_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "campaign_day_visits" (
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_day_visits_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "campaign_judgment_runs" (
	"id" smallint PRIMARY KEY NOT NULL,
	"judged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_judgments" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"finding" text NOT NULL,
	"visits" integer NOT NULL,
	"leads" integer NOT NULL,
	"previous_leads" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "campaign_day_leads_day_idx" ON "campaign_day_leads" USING btree ("day","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_day_visits_day_idx" ON "campaign_day_visits" USING btree ("day","campaign_id");--> statement-breakpoint
-- One statement per inserted batch (the transition table), not one per row: ingestion writes
-- thousands of visits a second in group commits. Sorted, so two batches lock shared rows in the same
-- order and never deadlock.
CREATE FUNCTION count_new_visits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_day_visits AS counts (campaign_id, day, visits)
  SELECT campaign_id, (received_at AT TIME ZONE 'UTC')::date, count(*)::int FROM new_visits
  WHERE source <> 'test' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (campaign_id, day) DO UPDATE SET visits = counts.visits + excluded.visits;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visits_day_counts AFTER INSERT ON visits
  REFERENCING NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION count_new_visits();--> statement-breakpoint
CREATE FUNCTION count_new_leads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_day_leads AS counts (campaign_id, day, leads)
  SELECT campaign_id, (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM new_leads
  WHERE source <> 'test' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (campaign_id, day) DO UPDATE SET leads = counts.leads + excluded.leads;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_day_counts AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION count_new_leads();--> statement-breakpoint
CREATE FUNCTION delete_day_counts_of_deleted_campaigns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM campaign_day_visits WHERE campaign_id IN (SELECT id FROM deleted_campaigns);
  DELETE FROM campaign_day_leads WHERE campaign_id IN (SELECT id FROM deleted_campaigns);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaigns_delete_day_counts AFTER DELETE ON campaigns
  REFERENCING OLD TABLE AS deleted_campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION delete_day_counts_of_deleted_campaigns();--> statement-breakpoint
INSERT INTO campaign_day_visits (campaign_id, day, visits)
SELECT campaign_id, (received_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM visits WHERE source <> 'test' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO campaign_day_leads (campaign_id, day, leads)
SELECT campaign_id, (created_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM leads WHERE source <> 'test' GROUP BY 1, 2;
