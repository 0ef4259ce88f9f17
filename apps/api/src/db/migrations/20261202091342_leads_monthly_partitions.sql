-- Issue 28 item 6: leads partitioned by month, like page views (migration visits_monthly_partitions).
-- A lead is stored under the month its page view was received (received_at, the visit's own time),
-- or its creation's when it has none: the month is fixed by the page view, so "one lead per page view"
-- stays a unique key (visit id, company, received time: the visit's key), which it could not be if
-- the month were the lead's creation (a retry after midnight of the month's last day would look in
-- the next month). A delivery names its lead's month (lead_received_at), so reading its lead reads
-- one month. The rows are moved into the new table here, in the migration's one transaction.
--
-- Leads are kept: no retention rule drops a lead month (they back invoices and reports).

-- A new month also says, until its first ANALYZE, what the unpartitioned tables said of the client
-- company (migration traffic_ids_distinct): it may hold every row.
CREATE OR REPLACE FUNCTION create_month_partition(parent regclass, month date) RETURNS boolean LANGUAGE plpgsql AS $$
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
  -- A client company may hold every row of a young month: until its first ANALYZE, no plan reads a
  -- row's whole key (id, company, month) through the company's index instead of the key's.
  IF current_setting('server_version_num')::int >= 180000 AND EXISTS (SELECT FROM pg_attribute
      WHERE attrelid = parent AND attname = 'company_id' AND NOT attisdropped) THEN
    PERFORM pg_restore_attribute_stats(
      'schemaname', current_schema()::text, 'relname', partition_name, 'attname', 'company_id'::text,
      'inherited', false, 'null_frac', 0::real, 'avg_width', 4, 'n_distinct', 1::real);
  END IF;
  -- Into the partition itself: the parent's statement triggers (the day counts) counted them once already.
  EXECUTE format('INSERT INTO %I SELECT * FROM month_partition_rows', partition_name);
  DROP TABLE month_partition_rows;
  RETURN true;
END $$;--> statement-breakpoint
-- The deliveries' foreign key to their lead goes: a lead of the default partition moves into its
-- month when that is made (deleted there and inserted again), which a key to the partitioned table
-- refuses, checked against the partition (deferred or not). Deliveries are made from their leads in
-- one statement, and leads are never deleted.
ALTER TABLE lead_deliveries DROP CONSTRAINT lead_deliveries_lead_fk;--> statement-breakpoint
ALTER TABLE leads ADD COLUMN received_at timestamptz;--> statement-breakpoint
UPDATE leads l SET received_at = coalesce(
  (SELECT v.received_at FROM visits v WHERE v.id = l.visit_id AND v.company_id = l.company_id), l.created_at);--> statement-breakpoint
ALTER TABLE leads ALTER COLUMN received_at SET DEFAULT now();--> statement-breakpoint
ALTER TABLE leads ALTER COLUMN received_at SET NOT NULL;--> statement-breakpoint
ALTER TABLE lead_deliveries ADD COLUMN lead_received_at timestamptz;--> statement-breakpoint
UPDATE lead_deliveries d SET lead_received_at = l.received_at FROM leads l
  WHERE l.id = d.lead_id AND l.company_id = d.company_id;--> statement-breakpoint
-- A delivery whose lead is gone (none is: the key cascaded) has nothing to send.
DELETE FROM lead_deliveries WHERE lead_received_at IS NULL;--> statement-breakpoint
ALTER TABLE lead_deliveries ALTER COLUMN lead_received_at SET NOT NULL;--> statement-breakpoint
ALTER TABLE leads RENAME TO leads_unpartitioned;--> statement-breakpoint
ALTER TABLE leads_unpartitioned DROP CONSTRAINT leads_pkey;--> statement-breakpoint
DROP INDEX leads_visit_unique;--> statement-breakpoint
DROP INDEX leads_campaign_created_idx;--> statement-breakpoint
DROP INDEX leads_company_created_idx;--> statement-breakpoint
DROP INDEX leads_created_idx;--> statement-breakpoint
DROP INDEX leads_campaign_person_idx;--> statement-breakpoint
DROP INDEX leads_company_person_idx;--> statement-breakpoint
DROP INDEX leads_email_md5_idx;--> statement-breakpoint
DROP INDEX leads_undelivered_idx;--> statement-breakpoint
DROP INDEX leads_score_changes_idx;--> statement-breakpoint
DROP TRIGGER leads_day_counts ON leads_unpartitioned;--> statement-breakpoint
DROP TRIGGER leads_minute_counts ON leads_unpartitioned;--> statement-breakpoint
CREATE TABLE leads (LIKE leads_unpartitioned INCLUDING DEFAULTS) PARTITION BY RANGE (received_at);--> statement-breakpoint
ALTER SEQUENCE leads_id_seq OWNED BY leads.id;--> statement-breakpoint
ALTER TABLE leads ALTER COLUMN id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE leads ALTER COLUMN visit_id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE leads ADD CONSTRAINT leads_pkey PRIMARY KEY (id, company_id, received_at);--> statement-breakpoint
ALTER TABLE leads ADD CONSTRAINT leads_campaign_id_campaigns_id_fk FOREIGN KEY (campaign_id)
  REFERENCES campaigns(id) ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE leads ADD CONSTRAINT leads_company_id_companies_id_fk FOREIGN KEY (company_id)
  REFERENCES companies(id) ON DELETE RESTRICT;--> statement-breakpoint
CREATE UNIQUE INDEX leads_visit_unique ON leads USING btree (visit_id, company_id, received_at);--> statement-breakpoint
CREATE INDEX leads_campaign_created_idx ON leads USING btree (campaign_id, created_at);--> statement-breakpoint
CREATE INDEX leads_company_created_idx ON leads USING btree (company_id, created_at);--> statement-breakpoint
CREATE INDEX leads_created_idx ON leads USING btree (created_at);--> statement-breakpoint
CREATE INDEX leads_campaign_person_idx ON leads USING btree (campaign_id, person_key, created_at);--> statement-breakpoint
CREATE INDEX leads_company_person_idx ON leads USING btree (company_id, person_key, created_at);--> statement-breakpoint
CREATE INDEX leads_email_md5_idx ON leads USING btree (email_md5);--> statement-breakpoint
CREATE INDEX leads_undelivered_idx ON leads USING btree (campaign_id) WHERE delivered_at IS NULL;--> statement-breakpoint
CREATE INDEX leads_score_changes_idx ON leads USING btree (score_changes_at) WHERE score_changes_at IS NOT NULL;--> statement-breakpoint
CREATE TABLE leads_default PARTITION OF leads DEFAULT;--> statement-breakpoint
REVOKE ALL ON leads_default FROM lead_tenant;--> statement-breakpoint
ALTER TABLE leads_default ALTER COLUMN id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE leads_default ALTER COLUMN visit_id SET (n_distinct = -1);--> statement-breakpoint
-- Every month the old rows span, up to the current one, and the next when it starts within a week
-- (db/month-partitions.ts, MAKE_AHEAD_DAYS).
SELECT create_month_partition('leads', month::date) FROM generate_series(
  date_trunc('month', coalesce((SELECT min(received_at) FROM leads_unpartitioned), now()) AT TIME ZONE 'UTC'),
  date_trunc('month', (now() + interval '7 days') AT TIME ZONE 'UTC'), interval '1 month') AS month;--> statement-breakpoint
INSERT INTO leads SELECT * FROM leads_unpartitioned;--> statement-breakpoint
DROP TABLE leads_unpartitioned;--> statement-breakpoint
CREATE TRIGGER leads_day_counts AFTER INSERT ON leads REFERENCING NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION count_new_leads();--> statement-breakpoint
CREATE TRIGGER leads_minute_counts AFTER INSERT ON leads REFERENCING NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION count_new_lead_minutes();--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON leads TO lead_tenant;--> statement-breakpoint
ALTER TABLE leads ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON leads TO lead_tenant
  USING (exists (select 1 from companies c where c.id = leads.company_id and lead_in_scope(c.path)))
  WITH CHECK (exists (select 1 from companies c where c.id = leads.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ANALYZE leads;
