ALTER TABLE "companies" ADD COLUMN "active_campaigns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every company below the root counts the active campaigns of its own tree, so "has active
-- campaigns" is a column read, not a scan of all campaigns. The root is left out: it would make one
-- hot row that every campaign change locks.
CREATE FUNCTION count_active_campaigns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
    UPDATE companies SET active_campaigns = active_campaigns - 1
    WHERE id IN (SELECT label::int FROM companies owner,
                 unnest(string_to_array(subpath(owner.path, 1)::text, '.')) AS label
                 WHERE owner.id = OLD.company_id AND nlevel(owner.path) > 1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
    UPDATE companies SET active_campaigns = active_campaigns + 1
    WHERE id IN (SELECT label::int FROM companies owner,
                 unnest(string_to_array(subpath(owner.path, 1)::text, '.')) AS label
                 WHERE owner.id = NEW.company_id AND nlevel(owner.path) > 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaigns_active_count AFTER INSERT OR DELETE OR UPDATE OF status, company_id ON campaigns
  FOR EACH ROW EXECUTE FUNCTION count_active_campaigns();--> statement-breakpoint
UPDATE companies c SET active_campaigns = (
  SELECT count(*) FROM campaigns k JOIN companies kc ON kc.id = k.company_id
  WHERE kc.path <@ c.path AND k.status = 'active')
WHERE c.kind <> 'root';
