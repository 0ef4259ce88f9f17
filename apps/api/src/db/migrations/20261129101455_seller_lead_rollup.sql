CREATE TABLE "seller_lead_deltas" (
	"seller_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"leads" integer NOT NULL,
	"spend_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_lead_hours" (
	"seller_id" integer NOT NULL,
	"day" date NOT NULL,
	"leads_through" integer[] NOT NULL,
	"spend_through_cents" bigint[] NOT NULL,
	CONSTRAINT "seller_lead_hours_seller_id_day_pk" PRIMARY KEY("seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "seller_lead_months" (
	"seller_id" integer NOT NULL,
	"month" date NOT NULL,
	"leads_before" bigint NOT NULL,
	"spend_before_cents" bigint NOT NULL,
	"leads_through" integer[] NOT NULL,
	"spend_through_cents" bigint[] NOT NULL,
	CONSTRAINT "seller_lead_months_seller_id_month_pk" PRIMARY KEY("seller_id","month")
);
--> statement-breakpoint
CREATE TABLE "seller_lead_totals" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"first_month" date NOT NULL,
	"last_month" date NOT NULL,
	"leads" bigint NOT NULL,
	"spend_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "seller_lead_hours_day_idx" ON "seller_lead_hours" USING btree ("day");--> statement-breakpoint
CREATE INDEX "seller_lead_months_month_idx" ON "seller_lead_months" USING btree ("month");--> statement-breakpoint
-- One statement per inserted batch (the transition table), and inserts only: two batches of one
-- seller never wait on each other's row (the fold job moves these into the sums).
CREATE FUNCTION roll_up_seller_leads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_lead_deltas (seller_id, hour, leads, spend_cents)
  SELECT c.parent_id, date_trunc('hour', l.created_at, 'UTC'), count(*)::int, sum(l.price_cents)::bigint
  FROM new_leads l JOIN companies c ON c.id = l.company_id
  WHERE l.source <> 'test' AND c.parent_id IS NOT NULL
  GROUP BY 1, 2;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_seller_rollup AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION roll_up_seller_leads();--> statement-breakpoint
INSERT INTO seller_lead_deltas (seller_id, hour, leads, spend_cents)
SELECT c.parent_id, date_trunc('hour', l.created_at, 'UTC'), count(*)::int, sum(l.price_cents)::bigint
FROM leads l JOIN companies c ON c.id = l.company_id
WHERE l.source <> 'test' AND c.parent_id IS NOT NULL
GROUP BY 1, 2;
