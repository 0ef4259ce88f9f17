CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"module" text NOT NULL,
	"person_key" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"email_md5" text,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"company_name" text,
	"job_title" text,
	"business_email" text,
	"keyword" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_url" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_count_requests" ADD COLUMN "requested_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "lead_count_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_count_requests" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "lead_count_requests" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_campaign_created_idx" ON "leads" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_company_created_idx" ON "leads" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");