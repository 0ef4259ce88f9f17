CREATE TABLE "campaign_integrations" (
	"campaign_id" integer NOT NULL,
	"integration_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"targets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"net_new_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_integrations_campaign_id_integration_id_pk" PRIMARY KEY("campaign_id","integration_id")
);
--> statement-breakpoint
CREATE TABLE "company_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slug" text NOT NULL,
	"campaign_id" integer,
	"credentials_encrypted" text,
	"credential_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"account_name" text,
	"url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"secret_rotated_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"integration_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_http_status" integer,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"lead_created_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_integrations" ADD CONSTRAINT "campaign_integrations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_integrations" ADD CONSTRAINT "campaign_integrations_integration_id_company_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."company_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_integration_id_company_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."company_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_integrations_integration_idx" ON "campaign_integrations" USING btree ("integration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_integrations_unique" ON "company_integrations" USING btree ("company_id","slug",coalesce("campaign_id", 0));--> statement-breakpoint
CREATE INDEX "company_integrations_campaign_idx" ON "company_integrations" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_integration_unique" ON "lead_deliveries" USING btree ("lead_id","integration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_idempotency_unique" ON "lead_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" USING btree ("next_attempt_at") WHERE "lead_deliveries"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "lead_deliveries_company_created_idx" ON "lead_deliveries" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_deliveries_integration_created_idx" ON "lead_deliveries" USING btree ("integration_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_deliveries_campaign_status_idx" ON "lead_deliveries" USING btree ("campaign_id","status");