-- Ingestion writes thousands of visits a second; the foreign key's check locked the campaign row for
-- each of them. Without it, this trigger keeps what its ON DELETE CASCADE did: a deleted campaign's
-- visits go with it (also when the campaign goes with its company).
ALTER TABLE "visits" DROP CONSTRAINT "visits_campaign_id_campaigns_id_fk";--> statement-breakpoint
CREATE FUNCTION delete_visits_of_deleted_campaigns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM visits WHERE campaign_id IN (SELECT id FROM deleted_campaigns);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaigns_delete_visits AFTER DELETE ON campaigns
  REFERENCING OLD TABLE AS deleted_campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION delete_visits_of_deleted_campaigns();
