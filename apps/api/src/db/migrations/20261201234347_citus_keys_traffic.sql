-- Issue 28 item 7: the page views, leads and deliveries key by their distribution column too (the
-- client company), as Citus requires of a distributed table's unique indexes and of a foreign key
-- between co-located tables (db/citus/plan.ts). A page view and a lead have one company each, so a
-- visit still makes one lead and a lead is still delivered once per integration; the ids stay unique
-- by their sequences, which the next migration (traffic_ids_distinct) tells the planner.
ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_lead_id_leads_id_fk";--> statement-breakpoint
DROP INDEX "lead_deliveries_lead_integration_unique";--> statement-breakpoint
DROP INDEX "leads_visit_unique";--> statement-breakpoint
ALTER TABLE "lead_deliveries" DROP CONSTRAINT "lead_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "visits" DROP CONSTRAINT "visits_pkey";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_pkey";--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_fk" FOREIGN KEY ("lead_id","company_id") REFERENCES "public"."leads"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_integration_unique" ON "lead_deliveries" USING btree ("lead_id","company_id","integration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_visit_unique" ON "leads" USING btree ("visit_id","company_id");
