-- The functions that make and drop a month of a partitioned table (migration visits_monthly_partitions)
-- are the owner's, called by the nightly job and at start: a new function may be called by any role,
-- and no signed-in request (the lead_tenant role) has a reason to.
REVOKE EXECUTE ON FUNCTION create_month_partition(regclass, date) FROM PUBLIC;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION drop_month_partitions(regclass, date) FROM PUBLIC;
