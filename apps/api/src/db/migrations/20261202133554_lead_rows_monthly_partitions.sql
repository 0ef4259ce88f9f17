-- Issue 28 item 6: the rows a lead pays with (its charge, its wallet debit) partitioned by the lead's
-- month, like the lead (migration leads_monthly_partitions): each carries the lead's received_at
-- (lead_received_at), which never changes, so each unique key ("a lead is charged once", "debited
-- once") holds it and stays a key of the whole table. The
-- lead's month and not the row's creation: a charge or a debit made after midnight of the month's last
-- day (a held lead released, a wallet's debit paid later) would pass the key in the next month.
-- The rows are moved into the new tables here, in the migration's one transaction.
--
-- Like leads, none of these months is dropped: they back invoices and the ledger.
--
-- Deliveries are not partitioned: they are the delivery engine's queue, whose claim reads the due rows
-- of every month three times in one statement; partitioned (two months), the claim's planning went
-- from 4.6 to 6.9 ms a call and bench:latency's lead row p95 rose about a quarter at 300/s.

-- A month is made with the parent's CHECK constraints too (a debit's amount is never negative), which
-- a partition must have to be attached; otherwise as in migration leads_monthly_partitions.
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
  -- Into the partition itself: the parent's statement triggers (the day counts) counted them once already.
  EXECUTE format('INSERT INTO %I SELECT * FROM month_partition_rows', partition_name);
  DROP TABLE month_partition_rows;
  RETURN true;
END $$;--> statement-breakpoint

-- The lead's month on the charges and the debits; a row whose lead is gone (none is: leads are never
-- deleted) keeps its own creation time.
ALTER TABLE lead_charges ADD COLUMN lead_received_at timestamptz;--> statement-breakpoint
UPDATE lead_charges c SET lead_received_at = coalesce(
  (SELECT l.received_at FROM leads l WHERE l.id = c.lead_id AND l.company_id = c.company_id), c.created_at);--> statement-breakpoint
ALTER TABLE wallet_lead_debits ADD COLUMN lead_received_at timestamptz;--> statement-breakpoint
UPDATE wallet_lead_debits d SET lead_received_at = coalesce(
  (SELECT l.received_at FROM leads l WHERE l.id = d.lead_id), d.created_at);--> statement-breakpoint

-- Charges.
ALTER TABLE lead_charges RENAME TO lead_charges_unpartitioned;--> statement-breakpoint
ALTER TABLE lead_charges_unpartitioned DROP CONSTRAINT lead_charges_pkey;--> statement-breakpoint
ALTER TABLE lead_charges_unpartitioned DROP CONSTRAINT lead_charges_company_id_companies_id_fk;--> statement-breakpoint
ALTER TABLE lead_charges_unpartitioned DROP CONSTRAINT lead_charges_campaign_id_campaigns_id_fk;--> statement-breakpoint
DROP INDEX lead_charges_lead_unique;--> statement-breakpoint
DROP INDEX lead_charges_company_created_idx;--> statement-breakpoint
DROP INDEX lead_charges_campaign_created_idx;--> statement-breakpoint
CREATE TABLE lead_charges (LIKE lead_charges_unpartitioned INCLUDING DEFAULTS) PARTITION BY RANGE (lead_received_at);--> statement-breakpoint
ALTER TABLE lead_charges ALTER COLUMN lead_received_at SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE lead_charges_id_seq OWNED BY lead_charges.id;--> statement-breakpoint
ALTER TABLE lead_charges ALTER COLUMN id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE lead_charges ALTER COLUMN lead_id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE lead_charges ADD CONSTRAINT lead_charges_pkey PRIMARY KEY (id, company_id, lead_received_at);--> statement-breakpoint
ALTER TABLE lead_charges ADD CONSTRAINT lead_charges_company_id_companies_id_fk FOREIGN KEY (company_id)
  REFERENCES companies(id) ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE lead_charges ADD CONSTRAINT lead_charges_campaign_id_campaigns_id_fk FOREIGN KEY (campaign_id)
  REFERENCES campaigns(id) ON DELETE RESTRICT;--> statement-breakpoint
CREATE UNIQUE INDEX lead_charges_lead_unique ON lead_charges USING btree (lead_id, company_id, lead_received_at);--> statement-breakpoint
CREATE INDEX lead_charges_company_created_idx ON lead_charges USING btree (company_id, created_at);--> statement-breakpoint
CREATE INDEX lead_charges_campaign_created_idx ON lead_charges USING btree (campaign_id, created_at);--> statement-breakpoint
CREATE TABLE lead_charges_default PARTITION OF lead_charges DEFAULT;--> statement-breakpoint
REVOKE ALL ON lead_charges_default FROM lead_tenant;--> statement-breakpoint
ALTER TABLE lead_charges_default ALTER COLUMN id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE lead_charges_default ALTER COLUMN lead_id SET (n_distinct = -1);--> statement-breakpoint

-- Wallet debits.
ALTER TABLE wallet_lead_debits RENAME TO wallet_lead_debits_unpartitioned;--> statement-breakpoint
ALTER TABLE wallet_lead_debits_unpartitioned DROP CONSTRAINT wallet_lead_debits_pkey;--> statement-breakpoint
ALTER TABLE wallet_lead_debits_unpartitioned DROP CONSTRAINT wallet_lead_debits_agency_company_id_companies_id_fk;--> statement-breakpoint
ALTER TABLE wallet_lead_debits_unpartitioned DROP CONSTRAINT wallet_lead_debits_campaign_id_campaigns_id_fk;--> statement-breakpoint
ALTER TABLE wallet_lead_debits_unpartitioned DROP CONSTRAINT wallet_lead_debits_amount;--> statement-breakpoint
DROP INDEX wallet_lead_debits_lead_unique;--> statement-breakpoint
DROP INDEX wallet_lead_debits_held_idx;--> statement-breakpoint
DROP INDEX wallet_lead_debits_campaign_status_idx;--> statement-breakpoint
CREATE TABLE wallet_lead_debits (LIKE wallet_lead_debits_unpartitioned INCLUDING DEFAULTS) PARTITION BY RANGE (lead_received_at);--> statement-breakpoint
ALTER TABLE wallet_lead_debits ALTER COLUMN lead_received_at SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE wallet_lead_debits_id_seq OWNED BY wallet_lead_debits.id;--> statement-breakpoint
ALTER TABLE wallet_lead_debits ALTER COLUMN id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE wallet_lead_debits ALTER COLUMN lead_id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE wallet_lead_debits ADD CONSTRAINT wallet_lead_debits_pkey PRIMARY KEY (id, agency_company_id, lead_received_at);--> statement-breakpoint
ALTER TABLE wallet_lead_debits ADD CONSTRAINT wallet_lead_debits_agency_company_id_companies_id_fk
  FOREIGN KEY (agency_company_id) REFERENCES companies(id) ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE wallet_lead_debits ADD CONSTRAINT wallet_lead_debits_campaign_id_campaigns_id_fk FOREIGN KEY (campaign_id)
  REFERENCES campaigns(id) ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE wallet_lead_debits ADD CONSTRAINT wallet_lead_debits_amount CHECK (amount_cents >= 0);--> statement-breakpoint
CREATE UNIQUE INDEX wallet_lead_debits_lead_unique ON wallet_lead_debits USING btree (lead_id, agency_company_id, lead_received_at);--> statement-breakpoint
CREATE INDEX wallet_lead_debits_held_idx ON wallet_lead_debits USING btree (agency_company_id, id) WHERE status = 'held';--> statement-breakpoint
CREATE INDEX wallet_lead_debits_campaign_status_idx ON wallet_lead_debits USING btree (campaign_id, status);--> statement-breakpoint
CREATE TABLE wallet_lead_debits_default PARTITION OF wallet_lead_debits DEFAULT;--> statement-breakpoint
REVOKE ALL ON wallet_lead_debits_default FROM lead_tenant;--> statement-breakpoint
ALTER TABLE wallet_lead_debits_default ALTER COLUMN id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE wallet_lead_debits_default ALTER COLUMN lead_id SET (n_distinct = -1);--> statement-breakpoint

-- Every month the old rows span, up to the current one, and the next when it starts within a week
-- (db/month-partitions.ts, MAKE_AHEAD_DAYS); then the rows move in.
SELECT create_month_partition(t::regclass, month::date)
FROM unnest(array['lead_charges', 'wallet_lead_debits']) AS t,
  generate_series(
    date_trunc('month', least(
      (SELECT min(lead_received_at) FROM lead_charges_unpartitioned),
      (SELECT min(lead_received_at) FROM wallet_lead_debits_unpartitioned),
      now()) AT TIME ZONE 'UTC'),
    date_trunc('month', (now() + interval '7 days') AT TIME ZONE 'UTC'), interval '1 month') AS month;--> statement-breakpoint
INSERT INTO lead_charges SELECT * FROM lead_charges_unpartitioned;--> statement-breakpoint
INSERT INTO wallet_lead_debits SELECT * FROM wallet_lead_debits_unpartitioned;--> statement-breakpoint
DROP TABLE lead_charges_unpartitioned;--> statement-breakpoint
DROP TABLE wallet_lead_debits_unpartitioned;--> statement-breakpoint

GRANT SELECT, INSERT, UPDATE, DELETE ON lead_charges, wallet_lead_debits TO lead_tenant;--> statement-breakpoint
ALTER TABLE lead_charges ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE wallet_lead_debits ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON lead_charges TO lead_tenant
  USING (exists (select 1 from companies c where c.id = lead_charges.company_id and lead_in_scope(c.path)));--> statement-breakpoint
CREATE POLICY tenant_rows ON wallet_lead_debits TO lead_tenant
  USING (exists (select 1 from companies c where c.id = wallet_lead_debits.agency_company_id and lead_in_scope(c.path)));--> statement-breakpoint
ANALYZE lead_charges, wallet_lead_debits;
