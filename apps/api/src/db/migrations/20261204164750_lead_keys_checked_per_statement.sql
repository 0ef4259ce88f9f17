ALTER TABLE "lead_charges" DROP CONSTRAINT "lead_charges_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "lead_charges" DROP CONSTRAINT "lead_charges_campaign_id_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_campaign_id_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_company_id_companies_id_fk";
--> statement-breakpoint
DROP INDEX "leads_campaign_person_idx";--> statement-breakpoint
-- The four foreign keys above checked each lead and charge on its own, a query and a row lock per row
-- (a sixth of the pipeline's database time, 500 rows a batch). These triggers keep what they kept,
-- once per statement:
--   * a new row's campaign exists and belongs to its company (stronger than the two keys: the pair),
--     key-share locked as the keys' checks lock it, so it cannot be deleted before the insert commits;
--   * a campaign or company with leads or charges cannot be deleted (the keys' ON DELETE RESTRICT;
--     issue 15 item 6: money records keep their campaign and client).
CREATE FUNCTION check_campaigns_of_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing record;
BEGIN
  SELECT n.campaign_id, n.company_id INTO missing
  FROM (SELECT DISTINCT campaign_id, company_id FROM new_rows) n
  LEFT JOIN (
    SELECT k.id, k.company_id FROM campaigns k
    WHERE k.id IN (SELECT campaign_id FROM new_rows)
    ORDER BY k.id FOR KEY SHARE
  ) k ON k.id = n.campaign_id AND k.company_id = n.company_id
  WHERE k.id IS NULL
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "%" violates its campaign key: campaign % of company % does not exist',
      TG_TABLE_NAME, missing.campaign_id, missing.company_id
      USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_campaign_key AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION check_campaigns_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER lead_charges_campaign_key AFTER INSERT ON lead_charges REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION check_campaigns_of_new_rows();
--> statement-breakpoint
-- An update that moves a row to another campaign or company (nothing does today) is checked the same
-- way; every other update skips the function (the WHEN runs without calling it).
CREATE FUNCTION check_campaign_of_moved_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM campaigns k WHERE k.id = NEW.campaign_id AND k.company_id = NEW.company_id FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insert or update on table "%" violates its campaign key: campaign % of company % does not exist',
      TG_TABLE_NAME, NEW.campaign_id, NEW.company_id
      USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_campaign_key_moved BEFORE UPDATE ON leads FOR EACH ROW
  WHEN (OLD.campaign_id IS DISTINCT FROM NEW.campaign_id OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION check_campaign_of_moved_row();
--> statement-breakpoint
CREATE TRIGGER lead_charges_campaign_key_moved BEFORE UPDATE ON lead_charges FOR EACH ROW
  WHEN (OLD.campaign_id IS DISTINCT FROM NEW.campaign_id OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION check_campaign_of_moved_row();
--> statement-breakpoint
-- ON DELETE RESTRICT, once per statement. A delete waits for the key-share lock of an insert still
-- running, and this check's query sees that insert's rows once it has committed.
-- TG_ARGV[0]: the column of leads and charges that names the deleted rows.
CREATE FUNCTION refuse_deleting_what_leads_name() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named boolean;
BEGIN
  EXECUTE format(
    'SELECT EXISTS (SELECT 1 FROM leads WHERE %1$I IN (SELECT id FROM deleted_rows))
       OR EXISTS (SELECT 1 FROM lead_charges WHERE %1$I IN (SELECT id FROM deleted_rows))',
    TG_ARGV[0]) INTO named;
  IF named THEN
    RAISE EXCEPTION 'update or delete on table "%" violates the campaign key of its leads or charges', TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaigns_keep_leads AFTER DELETE ON campaigns REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleting_what_leads_name('campaign_id');
--> statement-breakpoint
CREATE TRIGGER companies_keep_leads AFTER DELETE ON companies REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_deleting_what_leads_name('company_id');
