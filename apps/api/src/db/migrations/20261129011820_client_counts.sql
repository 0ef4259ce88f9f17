ALTER TABLE "companies" ADD COLUMN "clients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_agency_path_gist" ON "companies" USING gist ("path") WHERE "companies"."kind" = 'agency';--> statement-breakpoint
CREATE INDEX "companies_roots_idx" ON "companies" USING btree ("id") WHERE "companies"."kind" = 'root';--> statement-breakpoint
-- Each company counts its live clients, so a list or a ranking of 20,000 agencies reads a column
-- instead of grouping a million clients. The row trigger fires on the columns that move a client
-- (not on `clients` itself, which it updates).
CREATE FUNCTION count_clients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.kind = 'client' AND OLD.removed_at IS NULL THEN
    UPDATE companies SET clients = clients - 1 WHERE id = OLD.parent_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.kind = 'client' AND NEW.removed_at IS NULL THEN
    UPDATE companies SET clients = clients + 1 WHERE id = NEW.parent_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_client_count AFTER INSERT OR DELETE OR UPDATE OF parent_id, kind, removed_at
  ON companies FOR EACH ROW EXECUTE FUNCTION count_clients();--> statement-breakpoint
UPDATE companies p SET clients = counted.clients
FROM (SELECT parent_id, count(*)::int AS clients FROM companies
      WHERE kind = 'client' AND removed_at IS NULL GROUP BY parent_id) counted
WHERE p.id = counted.parent_id;
