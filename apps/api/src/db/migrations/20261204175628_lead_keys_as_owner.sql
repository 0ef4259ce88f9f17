-- The campaign key's checks read campaigns, leads and charges as their owner, as a foreign key's
-- checks do: behind row-level security (the tenant role) a row the caller cannot see is still there.
ALTER FUNCTION check_campaigns_of_new_rows() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION check_campaign_of_moved_row() SECURITY DEFINER SET search_path = public, pg_temp;--> statement-breakpoint
ALTER FUNCTION refuse_deleting_what_leads_name() SECURITY DEFINER SET search_path = public, pg_temp;
