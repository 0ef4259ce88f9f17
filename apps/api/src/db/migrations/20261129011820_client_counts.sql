ALTER TABLE "companies" ADD COLUMN "clients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agencies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_agency_path_gist" ON "companies" USING gist ("path") WHERE "companies"."kind" = 'agency';--> statement-breakpoint
CREATE INDEX "companies_roots_idx" ON "companies" USING btree ("id") WHERE "companies"."kind" = 'root';--> statement-breakpoint
-- Each company counts its live clients and agencies, so a list or a ranking of 20,000 agencies reads
-- a column instead of counting a million companies. The row trigger fires on the columns that move
-- a company (not on the counters, which it updates).
CREATE FUNCTION count_child_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.kind IN ('client', 'agency') AND OLD.removed_at IS NULL THEN
    UPDATE companies SET clients = clients - (OLD.kind = 'client')::int,
      agencies = agencies - (OLD.kind = 'agency')::int
    WHERE id = OLD.parent_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.kind IN ('client', 'agency') AND NEW.removed_at IS NULL THEN
    UPDATE companies SET clients = clients + (NEW.kind = 'client')::int,
      agencies = agencies + (NEW.kind = 'agency')::int
    WHERE id = NEW.parent_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_child_counts AFTER INSERT OR DELETE OR UPDATE OF parent_id, kind, removed_at
  ON companies FOR EACH ROW EXECUTE FUNCTION count_child_companies();--> statement-breakpoint
UPDATE companies p SET clients = counted.clients, agencies = counted.agencies
FROM (SELECT parent_id, count(*) FILTER (WHERE kind = 'client')::int AS clients,
        count(*) FILTER (WHERE kind = 'agency')::int AS agencies
      FROM companies WHERE kind IN ('client', 'agency') AND removed_at IS NULL GROUP BY parent_id) counted
WHERE p.id = counted.parent_id;
