-- Issue 28 item 6: deliveries partitioned by their lead's month (lead_received_at, which never
-- changes), like the lead, its charge and its debit (migrations leads_monthly_partitions and
-- lead_rows_monthly_partitions), so "a lead is delivered once per integration" stays a unique key
-- of the whole table.
--
-- The delivery engine no longer works off this table: its claim ran on every wake-up and read the
-- due rows three times in one statement, and each month of a partitioned table was one more table to
-- plan (two months: 4.6 → 6.9 ms a claim, and bench:latency's lead row p95 a quarter higher at 300/s).
-- The deliveries still to be sent are rows of delivery_queue, a small table that is not partitioned:
-- made with the delivery, claimed and leased there, and deleted when the delivery ends. The log
-- (lead_deliveries) is written when a delivery is made and when each attempt ends.
--
-- Like leads, no month of deliveries is dropped: the log is the client's record of what was sent.

CREATE TABLE delivery_queue (
  delivery_id bigint NOT NULL,
  company_id integer NOT NULL,
  lead_received_at timestamptz NOT NULL,
  lead_id bigint NOT NULL,
  integration_id integer NOT NULL,
  campaign_id integer NOT NULL,
  slug text NOT NULL,
  idempotency_key text NOT NULL,
  status text DEFAULT 'pending' NOT NULL,
  attempts integer DEFAULT 0 NOT NULL,
  next_attempt_at timestamptz DEFAULT now() NOT NULL,
  lease_until timestamptz,
  claimed_by integer,
  CONSTRAINT delivery_queue_pkey PRIMARY KEY (delivery_id, company_id),
  CONSTRAINT delivery_queue_integration_id_company_integrations_id_fk FOREIGN KEY (integration_id)
    REFERENCES company_integrations(id) ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX delivery_queue_due_idx ON delivery_queue USING btree (next_attempt_at);--> statement-breakpoint
CREATE INDEX delivery_queue_integration_idx ON delivery_queue USING btree (integration_id);--> statement-breakpoint
-- The open deliveries, with the engine's state of each (a lease in flight keeps its claimant).
INSERT INTO delivery_queue (delivery_id, company_id, lead_received_at, lead_id, integration_id, campaign_id,
    slug, idempotency_key, status, attempts, next_attempt_at, lease_until, claimed_by)
  SELECT id, company_id, lead_received_at, lead_id, integration_id, campaign_id, slug, idempotency_key, status,
    attempts, next_attempt_at, lease_until, claimed_by
  FROM lead_deliveries WHERE status IN ('pending', 'sending');--> statement-breakpoint
UPDATE lead_deliveries SET status = 'pending' WHERE status = 'sending';--> statement-breakpoint
ALTER TABLE lead_deliveries DROP COLUMN lease_until;--> statement-breakpoint
ALTER TABLE lead_deliveries DROP COLUMN claimed_by;--> statement-breakpoint
ALTER TABLE lead_deliveries RENAME TO lead_deliveries_unpartitioned;--> statement-breakpoint
ALTER TABLE lead_deliveries_unpartitioned DROP CONSTRAINT lead_deliveries_pkey;--> statement-breakpoint
ALTER TABLE lead_deliveries_unpartitioned DROP CONSTRAINT lead_deliveries_integration_id_company_integrations_id_fk;--> statement-breakpoint
ALTER TABLE lead_deliveries_unpartitioned DROP CONSTRAINT lead_deliveries_campaign_id_campaigns_id_fk;--> statement-breakpoint
ALTER TABLE lead_deliveries_unpartitioned DROP CONSTRAINT lead_deliveries_company_id_companies_id_fk;--> statement-breakpoint
DROP INDEX lead_deliveries_due_idx;--> statement-breakpoint
DROP INDEX lead_deliveries_lead_integration_unique;--> statement-breakpoint
DROP INDEX lead_deliveries_idempotency_unique;--> statement-breakpoint
DROP INDEX lead_deliveries_company_created_idx;--> statement-breakpoint
DROP INDEX lead_deliveries_integration_created_idx;--> statement-breakpoint
DROP INDEX lead_deliveries_campaign_status_idx;--> statement-breakpoint
CREATE TABLE lead_deliveries (LIKE lead_deliveries_unpartitioned INCLUDING DEFAULTS) PARTITION BY RANGE (lead_received_at);--> statement-breakpoint
ALTER SEQUENCE lead_deliveries_id_seq OWNED BY lead_deliveries.id;--> statement-breakpoint
ALTER TABLE lead_deliveries ALTER COLUMN id SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_pkey PRIMARY KEY (id, company_id, lead_received_at);--> statement-breakpoint
ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_integration_id_company_integrations_id_fk
  FOREIGN KEY (integration_id) REFERENCES company_integrations(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_campaign_id_campaigns_id_fk FOREIGN KEY (campaign_id)
  REFERENCES campaigns(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_company_id_companies_id_fk FOREIGN KEY (company_id)
  REFERENCES companies(id) ON DELETE CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX lead_deliveries_lead_integration_unique ON lead_deliveries USING btree (lead_id, company_id, integration_id, lead_received_at);--> statement-breakpoint
CREATE UNIQUE INDEX lead_deliveries_idempotency_unique ON lead_deliveries USING btree (idempotency_key, company_id, lead_received_at);--> statement-breakpoint
CREATE INDEX lead_deliveries_company_created_idx ON lead_deliveries USING btree (company_id, created_at);--> statement-breakpoint
CREATE INDEX lead_deliveries_integration_created_idx ON lead_deliveries USING btree (integration_id, created_at);--> statement-breakpoint
CREATE INDEX lead_deliveries_campaign_status_idx ON lead_deliveries USING btree (campaign_id, status);--> statement-breakpoint
CREATE TABLE lead_deliveries_default PARTITION OF lead_deliveries DEFAULT;--> statement-breakpoint
REVOKE ALL ON lead_deliveries_default FROM lead_tenant;--> statement-breakpoint
ALTER TABLE lead_deliveries_default ALTER COLUMN id SET (n_distinct = -1);--> statement-breakpoint
-- Every month the old rows span, up to the current one, and the next when it starts within a week
-- (db/month-partitions.ts, MAKE_AHEAD_DAYS); then the rows move in.
SELECT create_month_partition('lead_deliveries', month::date) FROM generate_series(
  date_trunc('month', coalesce((SELECT min(lead_received_at) FROM lead_deliveries_unpartitioned), now()) AT TIME ZONE 'UTC'),
  date_trunc('month', (now() + interval '7 days') AT TIME ZONE 'UTC'), interval '1 month') AS month;--> statement-breakpoint
INSERT INTO lead_deliveries SELECT * FROM lead_deliveries_unpartitioned;--> statement-breakpoint
DROP TABLE lead_deliveries_unpartitioned;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON lead_deliveries, delivery_queue TO lead_tenant;--> statement-breakpoint
ALTER TABLE lead_deliveries ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE delivery_queue ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON lead_deliveries TO lead_tenant
  USING (exists (select 1 from companies c where c.id = lead_deliveries.company_id and lead_in_scope(c.path)));--> statement-breakpoint
CREATE POLICY tenant_rows ON delivery_queue TO lead_tenant
  USING (exists (select 1 from companies c where c.id = delivery_queue.company_id and lead_in_scope(c.path)));--> statement-breakpoint
ANALYZE lead_deliveries, delivery_queue;
