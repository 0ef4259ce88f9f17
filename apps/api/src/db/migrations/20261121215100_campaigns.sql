CREATE TABLE "company_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"module" text NOT NULL,
	"group_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_count_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"campaign_id" integer,
	"target_location" text NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"zip_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"keyword" text NOT NULL,
	"count_without_geo" integer,
	"count" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"organization_name" text NOT NULL,
	"parent_id" integer,
	"custom_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "company_group_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "client_organization_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "client_campaign_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "client_hide_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "report_type" text DEFAULT 'CSV' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "report_sent_to" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "admin_notify_to" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "leads_amount_notification" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "url_code" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "url_code_thankyou" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "gtm_installed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "original_start_date" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "original_end_date" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "timezone" text DEFAULT 'America/Chicago' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "locator_keyword" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "locator_keyword_contextual" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "locator_desc" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "national_targeting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "location_target" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "locator_state" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "locator_city" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "locator_zip" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "locator_require" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "targeting" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "phone_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "home_address_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "require_email_address" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reidentification_type" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "apply_reidentification_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "list_advance_information_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "campaign_information_type" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "external_campaign" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payment_term" text DEFAULT 'Weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "platform_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "min_cost_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "cost_per_lead_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "cost_max_lead" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "limit_lead" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "limit_lead_freq" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "limit_lead_start" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "limit_lead_end" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "conti_duration_selection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "topup_options" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "leads_buy" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "continual_topup_stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_groups" ADD CONSTRAINT "company_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_count_requests" ADD CONSTRAINT "lead_count_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_count_requests" ADD CONSTRAINT "lead_count_requests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_groups_name_unique" ON "company_groups" USING btree ("company_id","module",lower("group_name"));--> statement-breakpoint
CREATE INDEX "lead_count_requests_company_idx" ON "lead_count_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "organizations_company_idx" ON "organizations" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_group_id_company_groups_id_fk" FOREIGN KEY ("company_group_id") REFERENCES "public"."company_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_end_date_idx" ON "campaigns" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "campaigns_group_idx" ON "campaigns" USING btree ("company_group_id");