CREATE TABLE "lead_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opt_out_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_md5" text NOT NULL,
	"source" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"removed_leads" integer DEFAULT 0 NOT NULL,
	"removed_visits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppression_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"company_id" integer,
	"campaign_id" integer,
	"email_md5" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppression_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"campaign_id" integer,
	"file_name" text NOT NULL,
	"content" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"added_rows" integer DEFAULT 0 NOT NULL,
	"bad_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"source" text DEFAULT 'pixel' NOT NULL,
	"visitor_id" text,
	"page_url" text,
	"referrer" text,
	"ip" text,
	"user_agent" text,
	"email_md5" text,
	"keyword" text,
	"person_key" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"lead_id" bigint,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_id" bigint;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text DEFAULT 'pixel' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_charges" ADD CONSTRAINT "lead_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_charges" ADD CONSTRAINT "lead_charges_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppression_entries" ADD CONSTRAINT "suppression_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppression_entries" ADD CONSTRAINT "suppression_entries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppression_imports" ADD CONSTRAINT "suppression_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppression_imports" ADD CONSTRAINT "suppression_imports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_charges_lead_unique" ON "lead_charges" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_charges_company_created_idx" ON "lead_charges" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "opt_out_requests_created_idx" ON "opt_out_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppression_entries_unique" ON "suppression_entries" USING btree ("scope",coalesce("company_id", 0),coalesce("campaign_id", 0),"email_md5");--> statement-breakpoint
CREATE INDEX "suppression_entries_md5_idx" ON "suppression_entries" USING btree ("email_md5");--> statement-breakpoint
CREATE INDEX "suppression_imports_company_idx" ON "suppression_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_queued_idx" ON "visits" USING btree ("id") WHERE "visits"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "visits_campaign_received_idx" ON "visits" USING btree ("campaign_id","received_at");--> statement-breakpoint
CREATE INDEX "visits_email_md5_idx" ON "visits" USING btree ("email_md5") WHERE "visits"."email_md5" is not null;--> statement-breakpoint
CREATE INDEX "visits_person_key_idx" ON "visits" USING btree ("person_key") WHERE "visits"."person_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_visit_unique" ON "leads" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "leads_campaign_person_idx" ON "leads" USING btree ("campaign_id","person_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_company_person_idx" ON "leads" USING btree ("company_id","person_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_email_md5_idx" ON "leads" USING btree ("email_md5");--> statement-breakpoint
CREATE INDEX "leads_undelivered_idx" ON "leads" USING btree ("campaign_id") WHERE "leads"."delivered_at" is null;