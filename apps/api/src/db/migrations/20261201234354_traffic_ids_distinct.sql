-- Issue 28 item 7: the traffic tables key by (id, company) for Citus, so no index says any more that
-- an id (or a lead's visit, or a charge's lead) is unique on its own, and a table too young for
-- statistics (a new database's first minute; later, a new month's partition) is planned as if each
-- id matched a two-hundredth of the table: a batch of 20 ids read a third of it, and a delivery
-- statement took a second at 1,000 page views/s. Each such column says what its sequence or key
-- guarantees: every value distinct. The column option keeps that through every later ANALYZE; the
-- statistics written here (PostgreSQL 18's pg_restore_attribute_stats) hold until the first one, and
-- only where the column has none yet, so a table that has real statistics keeps them.
ALTER TABLE "visits" ALTER COLUMN "id" SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "id" SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "visit_id" SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE "lead_deliveries" ALTER COLUMN "id" SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE "lead_charges" ALTER COLUMN "id" SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE "lead_charges" ALTER COLUMN "lead_id" SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE "held_leads" ALTER COLUMN "id" SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE "held_leads" ALTER COLUMN "visit_id" SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE "wallet_lead_debits" ALTER COLUMN "id" SET (n_distinct = -1);--> statement-breakpoint
ALTER TABLE "wallet_lead_debits" ALTER COLUMN "lead_id" SET (n_distinct = -1);--> statement-breakpoint
-- Until ANALYZE counts: a lead has a delivery per integration (few), so half as many leads as
-- deliveries; and a company may hold every lead and delivery. Without that, a young table's plan for
-- the key check of a delivery (id and company) tied with the company's (company, created) index and
-- could read the company's every lead for each check: a plan each connection makes once and keeps
-- (so does a lead's delete for its deliveries).
DO $$
DECLARE
  c record;
BEGIN
  IF current_setting('server_version_num')::int < 180000 THEN
    RETURN;
  END IF;
  FOR c IN
    SELECT * FROM (VALUES
      ('visits', 'id', -1, 8), ('leads', 'id', -1, 8), ('leads', 'visit_id', -1, 8),
      ('leads', 'company_id', 1, 4),
      ('lead_deliveries', 'id', -1, 8), ('lead_deliveries', 'lead_id', -0.5, 8),
      ('lead_deliveries', 'company_id', 1, 4),
      ('lead_charges', 'id', -1, 8), ('lead_charges', 'lead_id', -1, 8),
      ('held_leads', 'id', -1, 8), ('held_leads', 'visit_id', -1, 8),
      ('wallet_lead_debits', 'id', -1, 8), ('wallet_lead_debits', 'lead_id', -1, 8)
    ) AS given(relname, attname, n_distinct, width)
    WHERE NOT EXISTS (
      SELECT FROM pg_stats s
      WHERE s.schemaname = current_schema() AND s.tablename = given.relname
        AND s.attname = given.attname AND NOT s.inherited
    )
  LOOP
    PERFORM pg_restore_attribute_stats(
      'schemaname', current_schema()::text, 'relname', c.relname::text, 'attname', c.attname::text,
      'inherited', false, 'null_frac', 0::real, 'avg_width', c.width, 'n_distinct', c.n_distinct::real);
  END LOOP;
END $$;
