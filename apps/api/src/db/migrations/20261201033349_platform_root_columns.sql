ALTER TABLE "agency_search_words" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_day_leads" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_day_visits" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_judgments" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "seller_lead_deltas" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "seller_lead_hours" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "seller_lead_months" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "seller_lead_totals" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "root_id" integer GENERATED ALWAYS AS (case when split_part(ltree2text(path), '.', 1) ~ '^[0-9]{1,9}$' then split_part(ltree2text(path), '.', 1)::integer end) STORED;--> statement-breakpoint
-- Issue 28 item 4: a caller whose scope is a whole platform (its staff, its sales people) reads rows
-- by the thousand in Report Analytics. Looking each row's company up to test its path cost those
-- reads twice their time; the tables they scan carry their platform root instead, kept here by
-- triggers from the row's company or campaign, whatever the app writes.
CREATE OR REPLACE FUNCTION root_of_company_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.root_id := (select c.root_id from public.companies c where c.id = NEW.company_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION root_of_agency_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.root_id := (select c.root_id from public.companies c where c.id = NEW.agency_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION root_of_seller_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.root_id := (select c.root_id from public.companies c where c.id = NEW.seller_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION root_of_campaign_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.root_id := (select k.root_id from public.campaigns k where k.id = NEW.campaign_id);
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE campaigns k SET root_id = c.root_id FROM companies c WHERE c.id = k.company_id;--> statement-breakpoint
UPDATE agency_search_words w SET root_id = c.root_id FROM companies c WHERE c.id = w.agency_id;--> statement-breakpoint
UPDATE seller_lead_deltas r SET root_id = c.root_id FROM companies c WHERE c.id = r.seller_id;--> statement-breakpoint
UPDATE seller_lead_hours r SET root_id = c.root_id FROM companies c WHERE c.id = r.seller_id;--> statement-breakpoint
UPDATE seller_lead_months r SET root_id = c.root_id FROM companies c WHERE c.id = r.seller_id;--> statement-breakpoint
UPDATE seller_lead_totals r SET root_id = c.root_id FROM companies c WHERE c.id = r.seller_id;--> statement-breakpoint
UPDATE campaign_day_visits r SET root_id = k.root_id FROM campaigns k WHERE k.id = r.campaign_id;--> statement-breakpoint
UPDATE campaign_day_leads r SET root_id = k.root_id FROM campaigns k WHERE k.id = r.campaign_id;--> statement-breakpoint
UPDATE campaign_judgments r SET root_id = k.root_id FROM campaigns k WHERE k.id = r.campaign_id;--> statement-breakpoint
CREATE TRIGGER campaigns_root BEFORE INSERT OR UPDATE OF company_id, root_id ON campaigns
  FOR EACH ROW EXECUTE FUNCTION root_of_company_id();--> statement-breakpoint
CREATE TRIGGER agency_search_words_root BEFORE INSERT OR UPDATE OF agency_id, root_id ON agency_search_words
  FOR EACH ROW EXECUTE FUNCTION root_of_agency_id();--> statement-breakpoint
CREATE TRIGGER seller_lead_deltas_root BEFORE INSERT OR UPDATE OF seller_id, root_id ON seller_lead_deltas
  FOR EACH ROW EXECUTE FUNCTION root_of_seller_id();--> statement-breakpoint
CREATE TRIGGER seller_lead_hours_root BEFORE INSERT OR UPDATE OF seller_id, root_id ON seller_lead_hours
  FOR EACH ROW EXECUTE FUNCTION root_of_seller_id();--> statement-breakpoint
CREATE TRIGGER seller_lead_months_root BEFORE INSERT OR UPDATE OF seller_id, root_id ON seller_lead_months
  FOR EACH ROW EXECUTE FUNCTION root_of_seller_id();--> statement-breakpoint
CREATE TRIGGER seller_lead_totals_root BEFORE INSERT OR UPDATE OF seller_id, root_id ON seller_lead_totals
  FOR EACH ROW EXECUTE FUNCTION root_of_seller_id();--> statement-breakpoint
CREATE TRIGGER campaign_day_visits_root BEFORE INSERT OR UPDATE OF campaign_id, root_id ON campaign_day_visits
  FOR EACH ROW EXECUTE FUNCTION root_of_campaign_id();--> statement-breakpoint
CREATE TRIGGER campaign_day_leads_root BEFORE INSERT OR UPDATE OF campaign_id, root_id ON campaign_day_leads
  FOR EACH ROW EXECUTE FUNCTION root_of_campaign_id();--> statement-breakpoint
CREATE TRIGGER campaign_judgments_root BEFORE INSERT OR UPDATE OF campaign_id, root_id ON campaign_judgments
  FOR EACH ROW EXECUTE FUNCTION root_of_campaign_id();--> statement-breakpoint
-- Company paths do not change in the product (an agency or a client never moves). Should one change
-- platform all the same, its rows' copies follow: clearing a copy makes its row's trigger read it anew.
CREATE OR REPLACE FUNCTION roots_of_moved_company() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE campaigns SET root_id = NULL WHERE company_id = NEW.id;
  UPDATE campaign_day_visits SET root_id = NULL WHERE campaign_id IN (SELECT id FROM campaigns WHERE company_id = NEW.id);
  UPDATE campaign_day_leads SET root_id = NULL WHERE campaign_id IN (SELECT id FROM campaigns WHERE company_id = NEW.id);
  UPDATE campaign_judgments SET root_id = NULL WHERE campaign_id IN (SELECT id FROM campaigns WHERE company_id = NEW.id);
  UPDATE agency_search_words SET root_id = NULL WHERE agency_id = NEW.id;
  UPDATE seller_lead_deltas SET root_id = NULL WHERE seller_id = NEW.id;
  UPDATE seller_lead_hours SET root_id = NULL WHERE seller_id = NEW.id;
  UPDATE seller_lead_months SET root_id = NULL WHERE seller_id = NEW.id;
  UPDATE seller_lead_totals SET root_id = NULL WHERE seller_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_moved_root AFTER UPDATE OF path ON companies
  FOR EACH ROW WHEN (OLD.root_id IS DISTINCT FROM NEW.root_id) EXECUTE FUNCTION roots_of_moved_company();--> statement-breakpoint
-- The platform root whose whole tree the caller's scope is (a one-label path), else null. Read once
-- per statement: the policies ask for it in a sub-select, which PostgreSQL runs once as an InitPlan.
-- A row passes by its root when the caller's scope is its whole platform, tested first, so the
-- platform's callers never reach the lookup; by its company (or campaign) otherwise (Report
-- Analytics is the platform's, but its staff may view it as an agency).
CREATE OR REPLACE FUNCTION lead_scope_platform() RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ select case when nlevel(lead_scope()) = 1 then ltree2text(lead_scope())::integer end $$;--> statement-breakpoint
ALTER POLICY tenant_rows ON campaigns USING (root_id = (select lead_scope_platform()) or exists (select 1 from companies c where c.id = campaigns.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER POLICY tenant_rows ON agency_search_words USING (root_id = (select lead_scope_platform()) or exists (select 1 from companies c where c.id = agency_search_words.agency_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER POLICY tenant_rows ON seller_lead_deltas USING (root_id = (select lead_scope_platform()) or exists (select 1 from companies c where c.id = seller_lead_deltas.seller_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER POLICY tenant_rows ON seller_lead_hours USING (root_id = (select lead_scope_platform()) or exists (select 1 from companies c where c.id = seller_lead_hours.seller_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER POLICY tenant_rows ON seller_lead_months USING (root_id = (select lead_scope_platform()) or exists (select 1 from companies c where c.id = seller_lead_months.seller_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER POLICY tenant_rows ON seller_lead_totals USING (root_id = (select lead_scope_platform()) or exists (select 1 from companies c where c.id = seller_lead_totals.seller_id and lead_in_scope(c.path)));--> statement-breakpoint
ALTER POLICY tenant_rows ON campaign_day_visits USING (root_id = (select lead_scope_platform()) or exists (select 1 from campaigns p where p.id = campaign_day_visits.campaign_id));--> statement-breakpoint
ALTER POLICY tenant_rows ON campaign_day_leads USING (root_id = (select lead_scope_platform()) or exists (select 1 from campaigns p where p.id = campaign_day_leads.campaign_id));--> statement-breakpoint
ALTER POLICY tenant_rows ON campaign_judgments USING (root_id = (select lead_scope_platform()) or exists (select 1 from campaigns p where p.id = campaign_judgments.campaign_id));--> statement-breakpoint
ANALYZE companies, campaigns, agency_search_words, seller_lead_deltas, seller_lead_hours, seller_lead_months, seller_lead_totals, campaign_day_visits, campaign_day_leads, campaign_judgments;
