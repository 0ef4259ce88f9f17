CREATE TABLE "commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"sales_user_id" integer NOT NULL,
	"role" text NOT NULL,
	"agency_company_id" integer NOT NULL,
	"root_company_id" integer NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"base_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_amounts" CHECK ("commissions"."amount_cents" > 0 and "commissions"."base_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_pauses" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"payer_company_id" integer NOT NULL,
	"invoice_id" bigint,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_sales_user_id_users_id_fk" FOREIGN KEY ("sales_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_agency_company_id_companies_id_fk" FOREIGN KEY ("agency_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_root_company_id_companies_id_fk" FOREIGN KEY ("root_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_pauses" ADD CONSTRAINT "payment_pauses_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_pauses" ADD CONSTRAINT "payment_pauses_payer_company_id_companies_id_fk" FOREIGN KEY ("payer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_pauses" ADD CONSTRAINT "payment_pauses_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_invoice_role_unique" ON "commissions" USING btree ("invoice_id","role");--> statement-breakpoint
CREATE INDEX "commissions_sales_user_idx" ON "commissions" USING btree ("sales_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_pauses_payer_idx" ON "payment_pauses" USING btree ("payer_company_id");