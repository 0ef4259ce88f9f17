CREATE TABLE "payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"cardholder" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"country" text,
	"zip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beta_feature_users" (
	"feature_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "beta_feature_users_feature_id_user_id_pk" PRIMARY KEY("feature_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "beta_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_beta" boolean DEFAULT true NOT NULL,
	"apply_to_all_agency" boolean DEFAULT false NOT NULL,
	CONSTRAINT "beta_features_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "developer_agreements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"location_menu" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"feature_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"location_menu" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "viewer_user_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_gateway" text DEFAULT 'stripe' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "provider_account_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "provider_account_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contacts" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "questionnaire" jsonb;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_feature_users" ADD CONSTRAINT "beta_feature_users_feature_id_beta_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."beta_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_feature_users" ADD CONSTRAINT "beta_feature_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_agreements" ADD CONSTRAINT "developer_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_agreements" ADD CONSTRAINT "developer_agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_agreements" ADD CONSTRAINT "feature_agreements_feature_id_beta_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."beta_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_agreements" ADD CONSTRAINT "feature_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_agreements" ADD CONSTRAINT "feature_agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_agreements_user_feature_unique" ON "feature_agreements" USING btree ("user_id","feature_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "beta_features" ("slug", "name", "is_beta", "apply_to_all_agency") VALUES ('data_wallet', 'Data Wallet', true, false), ('b2b_module', 'B2B ID', true, false) ON CONFLICT ("slug") DO NOTHING;
