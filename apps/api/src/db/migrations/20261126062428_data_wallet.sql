CREATE TABLE "funds_paused_campaigns" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepaid_pools" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"pool_no" integer NOT NULL,
	"leads_bought" integer NOT NULL,
	"leads_used" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"setup_fee_cents" bigint DEFAULT 0 NOT NULL,
	"payer" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invoice_id" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"used_up_at" timestamp with time zone,
	CONSTRAINT "prepaid_pools_counts" CHECK ("prepaid_pools"."leads_used" >= 0 and "prepaid_pools"."leads_used" <= "prepaid_pools"."leads_bought")
);
--> statement-breakpoint
CREATE TABLE "wallet_lead_debits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"agency_company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "wallet_lead_debits_amount" CHECK ("wallet_lead_debits"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_topups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_charge_id" text,
	"error" text,
	"user_id" integer,
	"ip_user" text,
	"timezone" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "wallet_topups_amount_positive" CHECK ("wallet_topups"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"amount_cents" bigint DEFAULT 25000 NOT NULL,
	"custom_amount" boolean DEFAULT false NOT NULL,
	"stop_continual" boolean DEFAULT false NOT NULL,
	"last_balance_cents" bigint DEFAULT 0 NOT NULL,
	"low_balance_mailed_after" bigint,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_amount_positive" CHECK ("wallets"."amount_cents" > 0 and "wallets"."last_balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "funds_paused_campaigns" ADD CONSTRAINT "funds_paused_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_pools" ADD CONSTRAINT "prepaid_pools_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_pools" ADD CONSTRAINT "prepaid_pools_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_lead_debits" ADD CONSTRAINT "wallet_lead_debits_agency_company_id_companies_id_fk" FOREIGN KEY ("agency_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_lead_debits" ADD CONSTRAINT "wallet_lead_debits_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_topups" ADD CONSTRAINT "wallet_topups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_topups" ADD CONSTRAINT "wallet_topups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_pools_number_unique" ON "prepaid_pools" USING btree ("campaign_id","pool_no");--> statement-breakpoint
CREATE INDEX "prepaid_pools_open_idx" ON "prepaid_pools" USING btree ("campaign_id","pool_no") WHERE "prepaid_pools"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_lead_debits_lead_unique" ON "wallet_lead_debits" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "wallet_lead_debits_held_idx" ON "wallet_lead_debits" USING btree ("agency_company_id","id") WHERE "wallet_lead_debits"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_topups_key_unique" ON "wallet_topups" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_topups_company_idx" ON "wallet_topups" USING btree ("company_id","created_at");