-- Issue 28 item 7: the deliveries' idempotency key includes the client company, Citus's distribution
-- column (db/citus/plan.ts). The key is a random id: unique whatever the company.
DROP INDEX "lead_deliveries_idempotency_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_idempotency_unique" ON "lead_deliveries" USING btree ("idempotency_key","company_id");