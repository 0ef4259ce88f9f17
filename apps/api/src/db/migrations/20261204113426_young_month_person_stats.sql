-- Issue 24: a young month of leads (no ANALYZE yet) was planned as if each person held a
-- two-hundredth of it: the pipeline's read of a batch's people's earlier leads (160 people, so 80% of
-- the month by that guess) read the whole month for every batch, 10 ms at 7,500 leads and growing
-- with the month until its first ANALYZE (bench:latency). Each new month now also starts knowing that
-- a person has few rows; its first ANALYZE counts the real ones.
CREATE OR REPLACE FUNCTION create_month_partition(parent regclass, month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month)::date;
  partition_name text := format('%s_%s', parent::text, to_char(first_day, 'YYYY_MM'));
  default_partition text := parent::text || '_default';
  low timestamptz := first_day::timestamp AT TIME ZONE 'UTC';
  high timestamptz := (first_day + 1 * interval '1 month')::timestamp AT TIME ZONE 'UTC';
  partition_key text;
  col record;
  seed record;
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
  EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', partition_name, parent);
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
  -- A client company may hold every row of a young month: until its first ANALYZE, no plan reads a
  -- row's whole key (id, company, month) through the company's index instead of the key's.
  IF current_setting('server_version_num')::int >= 180000 AND EXISTS (SELECT FROM pg_attribute
      WHERE attrelid = parent AND attname = 'company_id' AND NOT attisdropped) THEN
    PERFORM pg_restore_attribute_stats(
      'schemaname', current_schema()::text, 'relname', partition_name, 'attname', 'company_id'::text,
      'inherited', false, 'null_frac', 0::real, 'avg_width', 4, 'n_distinct', 1::real);
  END IF;
  -- Likewise a campaign may hold every row of a young month, and a page view's source address few,
  -- and a person few: until its first ANALYZE, the daily cap per address (lead-engine/flood-facts.ts)
  -- reads each address's own page views (visits_lead_source_idx), not the campaign's whole day through
  -- (campaign, received), 14 s a batch once the month held 45,000 page views of one campaign; and a
  -- batch's people's earlier leads (batch-facts.ts, priorLeadsOf) are read by person, not the month.
  IF current_setting('server_version_num')::int >= 180000 THEN
    FOR seed IN
      SELECT given.* FROM (VALUES ('campaign_id', 1::real, 4), ('source_key', -0.5::real, 14), ('person_key', -0.5::real, 12))
        AS given(attname, n_distinct, width)
      WHERE EXISTS (SELECT FROM pg_attribute a
        WHERE a.attrelid = parent AND a.attname = given.attname AND NOT a.attisdropped)
    LOOP
      PERFORM pg_restore_attribute_stats(
        'schemaname', current_schema()::text, 'relname', partition_name, 'attname', seed.attname::text,
        'inherited', false, 'null_frac', 0::real, 'avg_width', seed.width, 'n_distinct', seed.n_distinct);
    END LOOP;
  END IF;
  -- Into the partition itself: the parent's statement triggers (the day counts) counted them once already.
  EXECUTE format('INSERT INTO %I SELECT * FROM month_partition_rows', partition_name);
  DROP TABLE month_partition_rows;
  RETURN true;
END $$;--> statement-breakpoint
-- The months already made that have no statistics of these columns yet get the same.
DO $$
DECLARE
  c record;
BEGIN
  IF current_setting('server_version_num')::int < 180000 THEN
    RETURN;
  END IF;
  FOR c IN
    SELECT child.relname, given.attname, given.n_distinct, given.width
    FROM pg_inherits i
    JOIN pg_class parent ON parent.oid = i.inhparent AND parent.relkind = 'p'
    JOIN pg_class child ON child.oid = i.inhrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace AND n.nspname = current_schema()
    CROSS JOIN (VALUES ('campaign_id', 1::real, 4), ('source_key', -0.5::real, 14), ('person_key', -0.5::real, 12))
      AS given(attname, n_distinct, width)
    WHERE EXISTS (SELECT FROM pg_attribute a
        WHERE a.attrelid = child.oid AND a.attname = given.attname AND NOT a.attisdropped)
      AND NOT EXISTS (SELECT FROM pg_stats s
        WHERE s.schemaname = n.nspname AND s.tablename = child.relname AND s.attname = given.attname
          AND NOT s.inherited)
  LOOP
    PERFORM pg_restore_attribute_stats(
      'schemaname', current_schema()::text, 'relname', c.relname::text, 'attname', c.attname::text,
      'inherited', false, 'null_frac', 0::real, 'avg_width', c.width, 'n_distinct', c.n_distinct);
  END LOOP;
END $$;
