CREATE TABLE "client_lead_days" (
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"root_id" integer NOT NULL,
	"day" date NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_lead_quarters" (
	"root_id" integer NOT NULL,
	"module" text NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"leads" integer NOT NULL,
	"spend_cents" bigint NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_visit_quarters" (
	"root_id" integer NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"visits" integer NOT NULL,
	"visit_leads" integer NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- Covering: a range's distinct clients and sellers are an index-only scan.
CREATE INDEX "client_lead_days_root_day_idx" ON "client_lead_days" USING btree ("root_id","day") INCLUDE ("company_id","seller_id","first_at","last_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_lead_days_kept_unique" ON "client_lead_days" USING btree ("company_id","day") WHERE "client_lead_days"."compacted";--> statement-breakpoint
CREATE INDEX "client_lead_days_fresh_idx" ON "client_lead_days" USING btree ("day") WHERE not "client_lead_days"."compacted";--> statement-breakpoint
CREATE INDEX "platform_lead_quarters_root_quarter_idx" ON "platform_lead_quarters" USING btree ("root_id","quarter");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_lead_quarters_kept_unique" ON "platform_lead_quarters" USING btree ("root_id","module","quarter") WHERE "platform_lead_quarters"."compacted";--> statement-breakpoint
CREATE INDEX "platform_lead_quarters_fresh_idx" ON "platform_lead_quarters" USING btree ("quarter") WHERE not "platform_lead_quarters"."compacted";--> statement-breakpoint
CREATE INDEX "platform_visit_quarters_root_quarter_idx" ON "platform_visit_quarters" USING btree ("root_id","quarter");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_visit_quarters_kept_unique" ON "platform_visit_quarters" USING btree ("root_id","quarter") WHERE "platform_visit_quarters"."compacted";--> statement-breakpoint
CREATE INDEX "platform_visit_quarters_fresh_idx" ON "platform_visit_quarters" USING btree ("quarter") WHERE not "platform_visit_quarters"."compacted";--> statement-breakpoint
-- The quarter hour of an instant, on UTC's quarter hours.
CREATE FUNCTION utc_quarter(instant timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_bin('15 minutes', instant, timestamptz '2000-01-01 00:00:00+00') $$;--> statement-breakpoint
-- The platform's rows are written by the statement triggers that already count each campaign's day
-- (migration campaign_day_counts_and_judgments), in the same statement: one pass over the batch (the
-- transition table), one lookup of its companies, no second trigger on the hot path. The sellers'
-- deltas (migration seller_lead_rollup) move into the same statement, from the same lookup. The
-- platform's and the sellers' rows are inserts only, as the table's owner: two batches never wait on
-- each other's row.
CREATE OR REPLACE FUNCTION count_new_leads() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  WITH batch AS (
    SELECT campaign_id, company_id, module, utc_quarter(created_at) AS quarter, count(*)::int AS leads,
      sum(price_cents)::bigint AS spend, min(created_at) AS first_at, max(created_at) AS last_at
    FROM new_leads WHERE source <> 'test' GROUP BY 1, 2, 3, 4
  ), sellers AS (
    SELECT b.*, c.root_id, c.parent_id FROM batch b JOIN companies c ON c.id = b.company_id
    WHERE c.parent_id IS NOT NULL
  ), seller_deltas AS (
    INSERT INTO seller_lead_deltas (seller_id, hour, leads, spend_cents)
    SELECT parent_id, date_trunc('hour', quarter, 'UTC'), sum(leads)::int, sum(spend)::bigint
    FROM sellers GROUP BY 1, 2
  ), quarters AS (
    INSERT INTO platform_lead_quarters (root_id, module, quarter, leads, spend_cents)
    SELECT root_id, module, quarter, sum(leads)::int, sum(spend)::bigint FROM sellers
    WHERE root_id IS NOT NULL GROUP BY 1, 2, 3
  ), client_days AS (
    INSERT INTO client_lead_days (company_id, seller_id, root_id, day, first_at, last_at)
    SELECT company_id, min(parent_id), min(root_id), (quarter AT TIME ZONE 'UTC')::date, min(first_at), max(last_at)
    FROM sellers WHERE root_id IS NOT NULL GROUP BY company_id, 4
  )
  INSERT INTO campaign_day_leads AS counts (campaign_id, day, leads)
  SELECT campaign_id, (quarter AT TIME ZONE 'UTC')::date, sum(leads)::int FROM batch GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (campaign_id, day) DO UPDATE SET leads = counts.leads + excluded.leads;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER leads_seller_rollup ON leads;--> statement-breakpoint
DROP FUNCTION roll_up_seller_leads();--> statement-breakpoint
-- Page views: the campaigns' days count every source but tests; the platform counts the pixel's.
CREATE OR REPLACE FUNCTION count_new_visits() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  WITH batch AS (
    SELECT campaign_id, company_id, source = 'pixel' AS pixel, utc_quarter(received_at) AS quarter,
      count(*)::int AS visits, count(*) FILTER (WHERE status = 'lead')::int AS visit_leads
    FROM new_visits WHERE source <> 'test' GROUP BY 1, 2, 3, 4
  ), quarters AS (
    INSERT INTO platform_visit_quarters (root_id, quarter, visits, visit_leads)
    SELECT c.root_id, b.quarter, sum(b.visits)::int, sum(b.visit_leads)::int
    FROM batch b JOIN companies c ON c.id = b.company_id
    WHERE b.pixel AND c.root_id IS NOT NULL
    GROUP BY 1, 2
  )
  INSERT INTO campaign_day_visits AS counts (campaign_id, day, visits)
  SELECT campaign_id, (quarter AT TIME ZONE 'UTC')::date, sum(visits)::int FROM batch GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (campaign_id, day) DO UPDATE SET visits = counts.visits + excluded.visits;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A page view turns into a lead (or, rarely, back) after it arrived: one more (or one fewer) lead in
-- the quarter it was received. A trigger with transition tables cannot name its columns, so it runs
-- after every update of visits and keeps only the rows whose status crossed 'lead'.
CREATE FUNCTION roll_up_platform_visit_leads() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO platform_visit_quarters (root_id, quarter, visits, visit_leads)
  SELECT c.root_id, v.quarter, 0, sum(v.change)::int
  FROM (SELECT n.company_id, utc_quarter(n.received_at) AS quarter,
          sum(CASE WHEN n.status = 'lead' THEN 1 ELSE -1 END) AS change
        FROM new_visits n JOIN old_visits o ON o.id = n.id
        WHERE n.source = 'pixel' AND (n.status = 'lead') <> (o.status = 'lead')
        GROUP BY 1, 2) v
  JOIN companies c ON c.id = v.company_id
  WHERE c.root_id IS NOT NULL AND v.change <> 0
  GROUP BY 1, 2;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visits_platform_lead_rollup AFTER UPDATE ON visits
  REFERENCING OLD TABLE AS old_visits NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION roll_up_platform_visit_leads();--> statement-breakpoint
-- Only the whole platform's figures read these rows: a scope of the whole platform (its root, read
-- once per statement) sees its own, any other scope none. A policy that looked each row's company up
-- would cost a lookup per row (600,000 client days for 30 days on the million-company bench tree).
ALTER TABLE platform_lead_quarters ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON platform_lead_quarters TO lead_tenant USING (root_id = (select lead_scope_platform())) WITH CHECK (root_id = (select lead_scope_platform()));--> statement-breakpoint
ALTER TABLE platform_visit_quarters ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON platform_visit_quarters TO lead_tenant USING (root_id = (select lead_scope_platform())) WITH CHECK (root_id = (select lead_scope_platform()));--> statement-breakpoint
ALTER TABLE client_lead_days ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON client_lead_days TO lead_tenant USING (root_id = (select lead_scope_platform())) WITH CHECK (root_id = (select lead_scope_platform()));--> statement-breakpoint
INSERT INTO platform_lead_quarters (root_id, module, quarter, leads, spend_cents, compacted)
SELECT c.root_id, l.module, utc_quarter(l.created_at), count(*)::int, sum(l.price_cents)::bigint, true
FROM leads l JOIN companies c ON c.id = l.company_id
WHERE l.source <> 'test' AND c.root_id IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO client_lead_days (company_id, seller_id, root_id, day, first_at, last_at, compacted)
SELECT l.company_id, min(c.parent_id), min(c.root_id), (l.created_at AT TIME ZONE 'UTC')::date,
  min(l.created_at), max(l.created_at), true
FROM leads l JOIN companies c ON c.id = l.company_id
WHERE l.source <> 'test' AND c.root_id IS NOT NULL AND c.parent_id IS NOT NULL
GROUP BY l.company_id, 4;--> statement-breakpoint
INSERT INTO platform_visit_quarters (root_id, quarter, visits, visit_leads, compacted)
SELECT c.root_id, utc_quarter(v.received_at), count(*)::int, count(*) FILTER (WHERE v.status = 'lead')::int, true
FROM visits v JOIN companies c ON c.id = v.company_id
WHERE v.source = 'pixel' AND c.root_id IS NOT NULL
GROUP BY 1, 2;
