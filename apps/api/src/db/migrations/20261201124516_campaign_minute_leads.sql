CREATE TABLE "campaign_minute_leads" (
	"campaign_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "campaign_minute_leads_campaign_id_minute_pk" PRIMARY KEY("campaign_id","minute")
);
--> statement-breakpoint
-- The velocity guard's minutes, kept as the daily counts are: one statement per inserted batch (the
-- transition table), as the table's owner. Sorted, so two batches that share a campaign lock its rows
-- in the same order. The same trigger drops the batch's campaigns' minutes more than two hours behind
-- the batch's newest lead: the guard reads one hour.
CREATE FUNCTION count_new_lead_minutes() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO campaign_minute_leads AS counts (campaign_id, minute, leads)
  SELECT campaign_id, date_trunc('minute', created_at), count(*)::int FROM new_leads
  WHERE source <> 'test' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (campaign_id, minute) DO UPDATE SET leads = counts.leads + excluded.leads;
  DELETE FROM campaign_minute_leads m
  USING (SELECT campaign_id, max(created_at) - interval '2 hours' AS kept_from FROM new_leads GROUP BY 1) n
  WHERE m.campaign_id = n.campaign_id AND m.minute < n.kept_from;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_minute_counts AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION count_new_lead_minutes();--> statement-breakpoint
CREATE OR REPLACE FUNCTION delete_day_counts_of_deleted_campaigns() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM campaign_day_visits WHERE campaign_id IN (SELECT id FROM deleted_campaigns);
  DELETE FROM campaign_day_leads WHERE campaign_id IN (SELECT id FROM deleted_campaigns);
  DELETE FROM campaign_minute_leads WHERE campaign_id IN (SELECT id FROM deleted_campaigns);
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TABLE campaign_minute_leads ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON campaign_minute_leads TO lead_tenant USING (exists (select 1 from campaigns p where p.id = campaign_minute_leads.campaign_id)) WITH CHECK (exists (select 1 from campaigns p where p.id = campaign_minute_leads.campaign_id));--> statement-breakpoint
INSERT INTO campaign_minute_leads (campaign_id, minute, leads)
SELECT campaign_id, date_trunc('minute', created_at), count(*)::int
FROM leads WHERE source <> 'test' AND created_at >= now() - interval '2 hours' GROUP BY 1, 2;
