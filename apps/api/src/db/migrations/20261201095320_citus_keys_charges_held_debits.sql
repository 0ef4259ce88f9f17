-- Issue 28 item 7: the charges, the held leads and the wallet's lead debits key by their distribution
-- column too (the client company; the paying agency for the wallet), as Citus requires of a
-- distributed table's unique indexes (db/citus/plan.ts). A lead or a visit has one company, so each
-- stays charged, held or debited once. The ids stay unique by their sequence.
ALTER TABLE "held_leads" DROP CONSTRAINT "held_leads_pkey";--> statement-breakpoint
ALTER TABLE "held_leads" ADD CONSTRAINT "held_leads_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
DROP INDEX "held_leads_visit_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "held_leads_visit_unique" ON "held_leads" USING btree ("visit_id","company_id");--> statement-breakpoint
ALTER TABLE "lead_charges" DROP CONSTRAINT "lead_charges_pkey";--> statement-breakpoint
ALTER TABLE "lead_charges" ADD CONSTRAINT "lead_charges_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
DROP INDEX "lead_charges_lead_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "lead_charges_lead_unique" ON "lead_charges" USING btree ("lead_id","company_id");--> statement-breakpoint
ALTER TABLE "wallet_lead_debits" DROP CONSTRAINT "wallet_lead_debits_pkey";--> statement-breakpoint
ALTER TABLE "wallet_lead_debits" ADD CONSTRAINT "wallet_lead_debits_pkey" PRIMARY KEY("id","agency_company_id");--> statement-breakpoint
DROP INDEX "wallet_lead_debits_lead_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_lead_debits_lead_unique" ON "wallet_lead_debits" USING btree ("lead_id","agency_company_id");
