-- Issue 28 item 6: page views partitioned by the month they were received, a table per month, so the
-- retention drops a whole month at once instead of deleting it row by row, and a report over a period
-- reads that period's months only. The rows are moved into the new table here, in the migration's one
-- transaction (a large table takes as long as copying it: see the README's deployment section).
--
-- create_month_partition(parent, month) makes the month's partition (db/month-partitions.ts calls it
-- ahead of time, every night and at start). A page view of a month not made yet lands in the default
-- partition, never refused; when its month is made, the default partition's rows of that month move
-- into it. The tenant role reaches a partition's rows through the parent only, where the policies are.
-- A new month starts with no statistics: it takes the parent's column options (an id's n_distinct,
-- migration traffic_ids_distinct) and, until its first ANALYZE, statistics that say so, or a batch of
-- ids would be planned as a third of the month.
CREATE FUNCTION create_month_partition(parent regclass, month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month)::date;
  partition_name text := format('%s_%s', parent::text, to_char(first_day, 'YYYY_MM'));
  default_partition text := parent::text || '_default';
  low timestamptz := first_day::timestamp AT TIME ZONE 'UTC';
  high timestamptz := (first_day + 1 * interval '1 month')::timestamp AT TIME ZONE 'UTC';
  partition_key text;
  col record;
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN RETURN false; END IF;
  -- Two processes preparing the same month: the second waits, then finds it made (a lock that reads
  -- and writes pass, which ATTACH takes anyway).
  EXECUTE format('LOCK TABLE %s IN SHARE UPDATE EXCLUSIVE MODE', parent);
  IF to_regclass(partition_name) IS NOT NULL THEN RETURN false; END IF;
  SELECT a.attname INTO partition_key FROM pg_partitioned_table p
    JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
    WHERE p.partrelid = parent;
  EXECUTE format('CREATE TEMP TABLE month_partition_rows ON COMMIT DROP AS
      WITH moved AS (DELETE FROM %I WHERE %I >= %L AND %I < %L RETURNING *) SELECT * FROM moved',
    default_partition, partition_key, low, partition_key, high);
  -- Made apart and then attached: attaching locks the parent less than CREATE ... PARTITION OF (reads
  -- and writes of other months go on), and the default partition only while it is checked, empty of
  -- the month since the rows above left it.
  EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING DEFAULTS)', partition_name, parent);
  EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, partition_name, low, high);
  EXECUTE format('REVOKE ALL ON %I FROM lead_tenant', partition_name);
  FOR col IN
    SELECT a.attname, array_to_string(a.attoptions, ', ') AS options FROM pg_attribute a
    WHERE a.attrelid = parent AND a.attnum > 0 AND NOT a.attisdropped AND a.attoptions IS NOT NULL
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I SET (%s)', partition_name, col.attname, col.options);
    IF current_setting('server_version_num')::int >= 180000 AND col.options LIKE '%n_distinct=-1%' THEN
      PERFORM pg_restore_attribute_stats(
        'schemaname', current_schema()::text, 'relname', partition_name, 'attname', col.attname::text,
        'inherited', false, 'null_frac', 0::real, 'avg_width', 8, 'n_distinct', (-1)::real);
    END IF;
  END LOOP;
  -- Into the partition itself: the parent's statement triggers (the day counts) counted them once already.
  EXECUTE format('INSERT INTO %I SELECT * FROM month_partition_rows', partition_name);
  DROP TABLE month_partition_rows;
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
DROP TRIGGER visits_platform_lead_rollup ON visits_unpartitioned;--> statement-breakpoint
CREATE TABLE visits (LIKE visits_unpartitioned INCLUDING DEFAULTS) PARTITION BY RANGE (received_at);--> statement-breakpoint
ALTER SEQUENCE visits_id_seq OWNED BY visits.id;--> statement-breakpoint
ALTER TABLE visits ALTER COLUMN id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE visits ADD CONSTRAINT visits_pkey PRIMARY KEY (id, company_id, received_at);--> statement-breakpoint
CREATE INDEX visits_queued_idx ON visits USING btree (id) WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX visits_campaign_received_idx ON visits USING btree (campaign_id, received_at);--> statement-breakpoint
CREATE INDEX visits_journey_idx ON visits USING btree (campaign_id, visitor_id, occurred_at) WHERE status <> 'queued';--> statement-breakpoint
CREATE INDEX visits_email_md5_idx ON visits USING btree (email_md5) WHERE email_md5 IS NOT NULL;--> statement-breakpoint
CREATE INDEX visits_person_key_idx ON visits USING btree (person_key) WHERE person_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX visits_lead_source_idx ON visits USING btree (campaign_id, source_key, received_at) WHERE status IN ('lead', 'held', 'discarded');--> statement-breakpoint
CREATE TABLE visits_default PARTITION OF visits DEFAULT;--> statement-breakpoint
REVOKE ALL ON visits_default FROM lead_tenant;--> statement-breakpoint
ALTER TABLE visits_default ALTER COLUMN id SET (n_distinct = -1);--> statement-breakpoint
-- Every month the old rows span, up to the next one.
SELECT create_month_partition('visits', month::date) FROM generate_series(
  date_trunc('month', coalesce((SELECT min(received_at) FROM visits_unpartitioned), now()) AT TIME ZONE 'UTC'),
  date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month', interval '1 month') AS month;--> statement-breakpoint
INSERT INTO visits SELECT * FROM visits_unpartitioned;--> statement-breakpoint
DROP TABLE visits_unpartitioned;--> statement-breakpoint
CREATE TRIGGER visits_day_counts AFTER INSERT ON visits REFERENCING NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION count_new_visits();--> statement-breakpoint
CREATE TRIGGER visits_platform_lead_rollup AFTER UPDATE ON visits
  REFERENCING OLD TABLE AS old_visits NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION roll_up_platform_visit_leads();--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON visits TO lead_tenant;--> statement-breakpoint
ALTER TABLE visits ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON visits TO lead_tenant
  USING (exists (select 1 from companies c where c.id = visits.company_id and lead_in_scope(c.path)))
  WITH CHECK (exists (select 1 from companies c where c.id = visits.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ANALYZE visits;
