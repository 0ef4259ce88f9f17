CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"leadspeek_api_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"module" text NOT NULL,
	"campaign_name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "selected_terms" text[] DEFAULT '{Weekly,Monthly,One Time,Prepaid}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "selected_modules" text[] DEFAULT '{local,locator,enhance,b2b}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sales_rep_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_executive_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_ref_id" integer;--> statement-breakpoint
ALTER TABLE "user_logs" ADD COLUMN "campaign_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_care" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_get_notification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_receive_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_leadspeek_api_id_unique" ON "campaigns" USING btree ("leadspeek_api_id");--> statement-breakpoint
CREATE INDEX "campaigns_company_status_idx" ON "campaigns" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "companies_parent_name_idx" ON "companies" USING btree ("parent_id",lower("company_name"),"id");--> statement-breakpoint
CREATE INDEX "companies_parent_created_idx" ON "companies" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_sales_rep_idx" ON "companies" USING btree ("sales_rep_id");--> statement-breakpoint
CREATE INDEX "companies_account_executive_idx" ON "companies" USING btree ("account_executive_id");--> statement-breakpoint
CREATE INDEX "companies_account_ref_idx" ON "companies" USING btree ("account_ref_id");--> statement-breakpoint
CREATE INDEX "user_logs_user_idx" ON "user_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_owner_unique" ON "users" USING btree ("company_id") WHERE "users"."user_type" in ('userdownline', 'client');--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- Sales people of an agency are users; written by hand because companies and users reference each other.
ALTER TABLE "companies" ADD CONSTRAINT "companies_sales_rep_id_fk" FOREIGN KEY ("sales_rep_id") REFERENCES "public"."users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_executive_id_fk" FOREIGN KEY ("account_executive_id") REFERENCES "public"."users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_ref_id_fk" FOREIGN KEY ("account_ref_id") REFERENCES "public"."users"("id") ON DELETE set null;
