DROP INDEX "campaigns_company_status_idx";--> statement-breakpoint
ALTER TABLE "payment_cards" ADD COLUMN "company_path" "ltree";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_path" "ltree";--> statement-breakpoint
CREATE INDEX "campaigns_company_status_idx" ON "campaigns" USING btree ("company_id","status","root_id");--> statement-breakpoint
-- Issue 28 item 4: a tree list joins users (owner, sales rep, account executive, referrer) and their
-- cards row by row. With a lookup of the company in each of their policies, the planner planned a
-- sub-select per join, which cost a list a third of its time. Company paths never change, so these
-- rows carry a copy of their company's path, kept here whatever the app writes.
CREATE OR REPLACE FUNCTION path_of_company_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_path := (select c.path from public.companies c where c.id = NEW.company_id);
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE users u SET company_path = c.path FROM companies c WHERE c.id = u.company_id;--> statement-breakpoint
UPDATE payment_cards p SET company_path = c.path FROM companies c WHERE c.id = p.company_id;--> statement-breakpoint
CREATE TRIGGER users_company_path BEFORE INSERT OR UPDATE OF company_id, company_path ON users
  FOR EACH ROW EXECUTE FUNCTION path_of_company_id();--> statement-breakpoint
CREATE TRIGGER payment_cards_company_path BEFORE INSERT OR UPDATE OF company_id, company_path ON payment_cards
  FOR EACH ROW EXECUTE FUNCTION path_of_company_id();--> statement-breakpoint
CREATE OR REPLACE FUNCTION paths_of_moved_company() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  -- Paths do not change in the product; should one all the same, clearing the copies makes their
  -- rows' triggers read the new one.
  UPDATE users SET company_path = NULL WHERE company_id = NEW.id;
  UPDATE payment_cards SET company_path = NULL WHERE company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_moved_path AFTER UPDATE OF path ON companies
  FOR EACH ROW WHEN (OLD.path IS DISTINCT FROM NEW.path) EXECUTE FUNCTION paths_of_moved_company();--> statement-breakpoint
ALTER POLICY tenant_rows ON users USING (lead_in_scope(company_path));--> statement-breakpoint
ALTER POLICY tenant_rows ON payment_cards USING (lead_in_scope(company_path));--> statement-breakpoint
ANALYZE users, payment_cards, campaigns;
