CREATE TABLE "idempotent_calls" (
	"user_id" integer NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_calls_user_id_route_key_pk" PRIMARY KEY("user_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "client_price_presets" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"preset_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"prices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "stop_continual" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "agency_mail_senders" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_mail_senders" ADD COLUMN "last_failure" text;--> statement-breakpoint
ALTER TABLE "agency_mail_senders" ADD COLUMN "owner_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotent_calls" ADD CONSTRAINT "idempotent_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_price_presets" ADD CONSTRAINT "client_price_presets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_price_presets" ADD CONSTRAINT "client_price_presets_preset_id_price_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."price_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_presets" ADD CONSTRAINT "price_presets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_calls_created_idx" ON "idempotent_calls" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_presets_company_name" ON "price_presets" USING btree ("company_id",lower("name"));