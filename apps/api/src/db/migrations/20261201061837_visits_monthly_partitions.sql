-- Issue 28 item 6: page views partitioned by the month they were received, a table per month, so the
-- retention drops a whole month at once instead of deleting it row by row, and a report over a period
-- reads that period's months only. The rows are moved into the new table here, in the migration's one
-- transaction.
--
-- create_month_partition(parent, month) makes the month's partition (db/month-partitions.ts calls it
-- ahead of time, every night and at start). A page view of a month not made yet lands in the default
-- partition, never refused; when its month is made, the default partition's rows of that month move
-- into it. The tenant role reaches a partition's rows through the parent only, where the policies are.
CREATE FUNCTION create_month_partition(parent regclass, month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month)::date;
  partition_name text := format('%s_%s', parent::text, to_char(first_day, 'YYYY_MM'));
  default_partition text := parent::text || '_default';
  low timestamptz := first_day::timestamp AT TIME ZONE 'UTC';
  high timestamptz := (first_day + 1 * interval '1 month')::timestamp AT TIME ZONE 'UTC';
  partition_key text;
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN RETURN false; END IF;
  -- Two processes preparing the same month: the second waits, then finds it made (a lock on the
  -- table itself, which reads and writes pass, so the second one's catalog is read again).
  EXECUTE format('LOCK TABLE %s IN SHARE UPDATE EXCLUSIVE MODE', parent);
  IF to_regclass(partition_name) IS NOT NULL THEN RETURN false; END IF;
  SELECT a.attname INTO partition_key FROM pg_partitioned_table p
    JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
    WHERE p.partrelid = parent;
  EXECUTE format('CREATE TEMP TABLE month_partition_rows ON COMMIT DROP AS
      WITH moved AS (DELETE FROM %I WHERE %I >= %L AND %I < %L RETURNING *) SELECT * FROM moved',
    default_partition, partition_key, low, partition_key, high);
  EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%L) TO (%L)', partition_name, parent, low, high);
  -- Into the partition itself: the parent's statement triggers (the day counts) counted them once already.
  EXECUTE format('INSERT INTO %I SELECT * FROM month_partition_rows', partition_name);
  DROP TABLE month_partition_rows;
  EXECUTE format('REVOKE ALL ON %I FROM lead_tenant', partition_name);
  RETURN true;
END $$;--> statement-breakpoint
-- Drops the months that end on or before `before` (the start of a month), and deletes the default
-- partition's rows older than it; answers how many months went.
CREATE FUNCTION drop_month_partitions(parent regclass, before date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  cutoff date := date_trunc('month', before)::date;
  partition_key text;
  old record;
  dropped integer := 0;
BEGIN
  SELECT a.attname INTO partition_key FROM pg_partitioned_table p
    JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
    WHERE p.partrelid = parent;
  FOR old IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = parent AND c.relname ~ ('^' || parent::text || '_\d{4}_\d{2}$')
      AND to_date(right(c.relname, 7), 'YYYY_MM') + interval '1 month' <= cutoff
    ORDER BY 1
  LOOP
    EXECUTE format('DROP TABLE %I', old.relname);
    dropped := dropped + 1;
  END LOOP;
  EXECUTE format('DELETE FROM %I WHERE %I < %L', parent::text || '_default', partition_key,
    cutoff::timestamp AT TIME ZONE 'UTC');
  RETURN dropped;
END $$;--> statement-breakpoint
ALTER TABLE visits RENAME TO visits_unpartitioned;--> statement-breakpoint
ALTER TABLE visits_unpartitioned DROP CONSTRAINT visits_pkey;--> statement-breakpoint
DROP INDEX visits_queued_idx;--> statement-breakpoint
DROP INDEX visits_campaign_received_idx;--> statement-breakpoint
DROP INDEX visits_journey_idx;--> statement-breakpoint
DROP INDEX visits_email_md5_idx;--> statement-breakpoint
DROP INDEX visits_person_key_idx;--> statement-breakpoint
DROP INDEX visits_lead_source_idx;--> statement-breakpoint
DROP TRIGGER visits_day_counts ON visits_unpartitioned;--> statement-breakpoint
CREATE TABLE visits (LIKE visits_unpartitioned INCLUDING DEFAULTS) PARTITION BY RANGE (received_at);--> statement-breakpoint
ALTER SEQUENCE visits_id_seq OWNED BY visits.id;--> statement-breakpoint
ALTER TABLE visits ADD CONSTRAINT visits_pkey PRIMARY KEY (id, company_id, received_at);--> statement-breakpoint
CREATE INDEX visits_queued_idx ON visits USING btree (id) WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX visits_campaign_received_idx ON visits USING btree (campaign_id, received_at);--> statement-breakpoint
CREATE INDEX visits_journey_idx ON visits USING btree (campaign_id, visitor_id, occurred_at) WHERE status <> 'queued';--> statement-breakpoint
CREATE INDEX visits_email_md5_idx ON visits USING btree (email_md5) WHERE email_md5 IS NOT NULL;--> statement-breakpoint
CREATE INDEX visits_person_key_idx ON visits USING btree (person_key) WHERE person_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX visits_lead_source_idx ON visits USING btree (campaign_id, source_key, received_at) WHERE status IN ('lead', 'held', 'discarded');--> statement-breakpoint
CREATE TABLE visits_default PARTITION OF visits DEFAULT;--> statement-breakpoint
REVOKE ALL ON visits_default FROM lead_tenant;--> statement-breakpoint
-- Every month the old rows span, up to two months ahead.
SELECT create_month_partition('visits', month::date) FROM generate_series(
  date_trunc('month', coalesce((SELECT min(received_at) FROM visits_unpartitioned), now()) AT TIME ZONE 'UTC'),
  date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months', interval '1 month') AS month;--> statement-breakpoint
INSERT INTO visits SELECT * FROM visits_unpartitioned;--> statement-breakpoint
DROP TABLE visits_unpartitioned;--> statement-breakpoint
CREATE TRIGGER visits_day_counts AFTER INSERT ON visits REFERENCING NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION count_new_visits();--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON visits TO lead_tenant;--> statement-breakpoint
ALTER TABLE visits ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON visits TO lead_tenant
  USING (exists (select 1 from companies c where c.id = visits.company_id and lead_in_scope(c.path)))
  WITH CHECK (exists (select 1 from companies c where c.id = visits.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ANALYZE visits;
