CREATE TABLE "held_leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visit_id" bigint NOT NULL,
	"campaign_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"person_key" text NOT NULL,
	"email_md5" text,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"lead_id" bigint
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "held_leads" ADD CONSTRAINT "held_leads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_leads" ADD CONSTRAINT "held_leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "held_leads_visit_unique" ON "held_leads" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "held_leads_campaign_held_idx" ON "held_leads" USING btree ("campaign_id","held_at");--> statement-breakpoint
CREATE INDEX "held_leads_person_idx" ON "held_leads" USING btree ("person_key") WHERE "held_leads"."status" = 'held';--> statement-breakpoint
CREATE INDEX "held_leads_email_md5_idx" ON "held_leads" USING btree ("email_md5") WHERE "held_leads"."email_md5" is not null;--> statement-breakpoint
CREATE INDEX "visits_lead_ip_idx" ON "visits" USING btree ("campaign_id","ip","received_at") WHERE "visits"."status" in ('lead', 'held', 'discarded');