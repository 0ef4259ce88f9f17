-- Citus readiness (issue 28 item 7): every unique key of a table the plan distributes (db/citus/plan.ts)
-- includes its distribution column, and the one foreign key between them joins on it. Ids stay unique
-- by their sequences; lookups by id still use the primary key's leading column.
ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_lead_id_leads_id_fk";--> statement-breakpoint
DROP INDEX "lead_deliveries_lead_integration_unique";--> statement-breakpoint
DROP INDEX "lead_deliveries_idempotency_unique";--> statement-breakpoint
DROP INDEX "held_leads_visit_unique";--> statement-breakpoint
DROP INDEX "lead_charges_lead_unique";--> statement-breakpoint
DROP INDEX "leads_visit_unique";--> statement-breakpoint
DROP INDEX "wallet_lead_debits_lead_unique";--> statement-breakpoint
ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "held_leads" DROP CONSTRAINT "held_leads_pkey";--> statement-breakpoint
ALTER TABLE "lead_charges" DROP CONSTRAINT "lead_charges_pkey";--> statement-breakpoint
ALTER TABLE "visits" DROP CONSTRAINT "visits_pkey";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_pkey";--> statement-breakpoint
ALTER TABLE "wallet_lead_debits" DROP CONSTRAINT "wallet_lead_debits_pkey";--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "held_leads" ADD CONSTRAINT "held_leads_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "lead_charges" ADD CONSTRAINT "lead_charges_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "wallet_lead_debits" ADD CONSTRAINT "wallet_lead_debits_pkey" PRIMARY KEY("id","agency_company_id");--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_fk" FOREIGN KEY ("lead_id","company_id") REFERENCES "public"."leads"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_integration_unique" ON "lead_deliveries" USING btree ("lead_id","company_id","integration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_idempotency_unique" ON "lead_deliveries" USING btree ("idempotency_key","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "held_leads_visit_unique" ON "held_leads" USING btree ("visit_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_charges_lead_unique" ON "lead_charges" USING btree ("lead_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_visit_unique" ON "leads" USING btree ("visit_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_lead_debits_lead_unique" ON "wallet_lead_debits" USING btree ("lead_id","agency_company_id");